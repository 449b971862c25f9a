// "Download my data" (GET /api/me/export): a ZIP of my-data.json and the candidate's uploaded
// documents, streamed as it is made. Every database read happens before the first byte (so an outage
// is still a clean 503); then the documents go in one after another, each opened only when its turn
// comes and read at the pace the client takes the download, so memory stays flat however many
// files there are. A document the store no longer has is skipped and listed in my-data.json.
import type { PassThrough, Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { ZipFile } from "yazl";
import type { Db } from "../../../infra/db/client.js";
import type { IdentifierKeyRing } from "../../../infra/privacy/identifier-cipher.js";
import type { FileStorage, OpenedFile } from "../../../infra/storage/file-storage.js";
import type { AuthUser } from "../auth/tokens.js";
import { isStoredFileName } from "../applications/read-application-document.js";
import { assertCandidate } from "./candidate-only.js";
import { readMyData, type MyData, type MyDataDocument } from "./my-data-json.js";

const MY_DATA_FILE_NAME = "my-data.json";

type ExportDeps = { db: Db; storage: FileStorage; identifierKeys: IdentifierKeyRing };

/** yazl's output is a PassThrough (its typings say only ReadableStream). */
function outputOf(zip: ZipFile): PassThrough {
  return zip.outputStream as PassThrough;
}

/** Adds one stored file and resolves once it has been read through, so only one is open at a time. */
async function addStoredFile(zip: ZipFile, file: OpenedFile, path: string): Promise<void> {
  const output = outputOf(zip);
  // The client hung up (Fastify destroys the stream it was sending): stop reading the store too.
  const stopReading = () => file.stream.destroy();
  if (output.destroyed) {
    stopReading();
    return;
  }
  output.once("close", stopReading);
  try {
    // PDFs are compressed already: stored as they are. A size the store reported is checked by yazl.
    zip.addReadStream(file.stream, path, { compress: false, ...(file.size === undefined ? {} : { size: file.size }) });
    await finished(file.stream);
  } finally {
    output.off("close", stopReading);
  }
}

async function writeEntries(zip: ZipFile, storage: FileStorage, data: MyData, documents: MyDataDocument[]): Promise<void> {
  const missing: string[] = [];
  for (const document of documents) {
    if (outputOf(zip).destroyed) return;
    const file = isStoredFileName(document.storedName) ? await storage.open(document.storedName) : null;
    if (file) await addStoredFile(zip, file, document.path);
    else missing.push(document.path);
  }
  // Last, so that it can name the documents the store did not have.
  zip.addBuffer(Buffer.from(JSON.stringify({ ...data, missingDocuments: missing }, null, 2)), MY_DATA_FILE_NAME);
  zip.end();
}

/** The ZIP as a stream to send; a failure once it is under way destroys the stream (and so the connection). */
export async function exportMyData(deps: ExportDeps, user: AuthUser): Promise<Readable> {
  assertCandidate(user);
  const { data, documents } = await readMyData(deps, user.id);
  const zip = new ZipFile();
  const output = outputOf(zip);
  zip.on("error", (error: Error) => output.destroy(error));
  writeEntries(zip, deps.storage, data, documents).catch((error: unknown) => output.destroy(error as Error));
  return output;
}
