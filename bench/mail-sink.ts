// The benchmark's SMTP sink, in a process of its own so its CPU is counted apart. It stands in for
// a remote mail server, so it does as little as SMTP allows: answers each command (PIPELINING
// included), reads DATA up to the terminating dot and keeps the Message-ID. The tests' sink
// (tests/helpers/smtp-sink.ts, smtp-server) would cost this machine about 0.2 ms of CPU per mail
// that a real deployment spends on another host.
// Reports its URL, then how many mails it has received, over IPC; sends the Message-IDs received
// (duplicates included) when asked.
import { once } from "node:events";
import net from "node:net";

const messageIds: string[] = [];
const DATA_END = "\r\n.\r\n";

function serve(socket: net.Socket): void {
  let pending = "";
  let inData = false;
  socket.setEncoding("latin1");
  socket.setNoDelay(true);
  socket.on("error", () => undefined);
  socket.on("data", (chunk: string) => {
    pending += chunk;
    // Replies to pipelined commands go out in one write.
    let replies = "";
    for (;;) {
      if (inData) {
        const end = pending.indexOf(DATA_END);
        if (end === -1) break;
        const head = pending.slice(0, pending.indexOf("\r\n\r\n"));
        messageIds.push(/^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? "");
        pending = pending.slice(end + DATA_END.length);
        inData = false;
        replies += "250 2.0.0 Accepted\r\n";
        continue;
      }
      const lineEnd = pending.indexOf("\r\n");
      if (lineEnd === -1) break;
      const verb = pending.slice(0, 4).toUpperCase();
      pending = pending.slice(lineEnd + 2);
      if (verb === "EHLO") replies += "250-bench-sink\r\n250-PIPELINING\r\n250 8BITMIME\r\n";
      else if (verb === "DATA") {
        inData = true;
        replies += "354 End data with <CR><LF>.<CR><LF>\r\n";
      } else if (verb === "QUIT") {
        socket.end(`${replies}221 Bye\r\n`);
        return;
      } else replies += "250 OK\r\n";
    }
    if (replies) socket.write(replies);
  });
  socket.write("220 bench-sink ESMTP\r\n");
}

const server = net.createServer(serve);
server.listen(0, "127.0.0.1");
await once(server, "listening");
const { port } = server.address() as net.AddressInfo;

let reported = 0;
// One IPC message per 20 ms rather than per mail keeps the sink's own overhead low.
const report = setInterval(() => {
  if (messageIds.length === reported) return;
  reported = messageIds.length;
  process.send?.({ received: reported });
}, 20);
process.on("message", () => process.send?.({ messageIds }));
process.send?.({ url: `smtp://127.0.0.1:${port}` });
process.on("disconnect", () => {
  clearInterval(report);
  process.exit(0);
});
