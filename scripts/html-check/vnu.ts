// The W3C's Nu HTML Checker (npm vnu-jar, run on Java): checks many documents in one JVM start and
// answers the errors of each, one readable line per error.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export type HtmlDocument = { name: string; html: string };

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

const run = promisify(execFile);
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build", "dist", "vnu.jar");

/** Throws, saying how to install it, when there is no `java` to run the checker with. */
export async function assertJava(): Promise<void> {
  try {
    await run("java", ["-version"]);
  } catch {
    throw new Error(
      "The W3C checker (vnu-jar) needs Java: install it, e.g. `apt-get install -y default-jre-headless` on Debian or Ubuntu.",
    );
  }
}

const describe = (message: VnuMessage) =>
  `line ${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` → ${message.extract.replace(/\s+/g, " ").trim()}` : ""}`;

/** The errors of each document by its name (every document is a key, [] when it has none). */
export async function vnuErrors(documents: HtmlDocument[]): Promise<Map<string, string[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const names = new Map<string, string>();
    documents.forEach(({ name, html }, index) => {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, html);
      names.set(file, name);
    });
    // vnu exits 1 when it found errors; its JSON report is on stderr either way.
    const report = await run("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...names.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stderr }) => stderr,
      (error: { stderr?: string }) => {
        if (!error.stderr?.startsWith("{")) throw error;
        return error.stderr;
      },
    );
    const errors = new Map(documents.map(({ name }) => [name, [] as string[]]));
    for (const message of (JSON.parse(report) as { messages: VnuMessage[] }).messages) {
      if (message.type !== "error" && message.type !== "non-document-error") continue;
      const name = message.url ? names.get(fileURLToPath(message.url)) : undefined;
      if (name === undefined) throw new Error(`vnu reported on no document of ours: ${JSON.stringify(message)}`);
      errors.get(name)?.push(describe(message));
    }
    return errors;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
