// The benchmark's SMTP sink in a process of its own, so its CPU is counted apart from the
// producers'. Reports its URL, then the Message-ID of every mail it receives, over IPC.
import { startSmtpSink } from "../tests/helpers/smtp-sink.js";

const sink = await startSmtpSink({ parse: false });
let reported = 0;
const report = () => {
  const fresh = sink.messageIds.slice(reported);
  reported += fresh.length;
  if (fresh.length > 0) process.send?.({ messageIds: fresh });
};
// One IPC message per batch of mails rather than per mail keeps the sink's own overhead low.
setInterval(report, 20);
process.send?.({ url: sink.url });
process.on("disconnect", () => void sink.close().then(() => process.exit(0)));
