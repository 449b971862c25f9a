// A CSV download as a byte stream: the BOM and header line, then one chunk per batch of rows. The
// stream pulls the next batch only when the socket has taken the last one (backpressure), and
// stops reading when the download is abandoned.
import { Readable } from "node:stream";
import { CSV_BOM, csvLine, type CsvValue } from "./csv-encoder.js";

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/**
 * Reads the first batch before answering, so a database that cannot be read fails the request
 * with its error status instead of a 200 cut short after the header.
 */
export async function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncGenerator<Row[]>): Promise<Readable> {
  const first = await batches.next();
  const toChunk = (rows: Row[]) => rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join("");
  async function* chunks() {
    yield CSV_BOM + csvLine(columns.map((column) => column.header));
    if (first.done) return;
    yield toChunk(first.value);
    for await (const rows of batches) yield toChunk(rows);
  }
  return Readable.from(chunks(), { objectMode: false });
}
