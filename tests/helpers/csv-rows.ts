// Parses RFC 4180 CSV text (quoted fields, doubled quotes, CRLF records) into rows of fields, for
// tests that read an export back; a stray quote or a bare LF record end throws.
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === "") {
      const end = /^"((?:[^"]|"")*)"/.exec(text.slice(i));
      if (!end) throw new Error(`unterminated quoted field at ${i}`);
      field = (end[1] ?? "").replaceAll('""', '"');
      i += end[0].length;
      if (text[i] !== "," && text[i] !== "\r") throw new Error(`text after a quoted field at ${i}`);
      continue;
    }
    if (text[i] === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (text.startsWith("\r\n", i)) {
      rows.push([...row, field]);
      row = [];
      field = "";
      i += 2;
    } else if (text[i] === "\n" || text[i] === '"') {
      throw new Error(`a bare ${JSON.stringify(text[i])} at ${i}`);
    } else {
      field += text[i];
      i += 1;
    }
  }
  if (row.length > 0 || field !== "") throw new Error("the last record does not end with CRLF");
  return rows;
}
