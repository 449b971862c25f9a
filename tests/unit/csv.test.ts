// The CSV encoder of the HR exports: RFC 4180 quoting, CRLF records, Yes/No and empty cells, and
// formula cells (OWASP CSV injection) turned into text.
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvLine } from "../../src/server/services/hr-export/csv-encoder.js";

describe("CSV encoder", () => {
  it("leaves plain text bare and quotes fields holding a comma, a quote, CR or LF, doubling quotes", () => {
    expect(csvField("Asha Rao")).toBe("Asha Rao");
    expect(csvField("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvField('the "best"')).toBe('"the ""best"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvField("")).toBe("");
  });

  it("writes numbers as they are, flags as Yes/No and a missing value as an empty cell", () => {
    expect(csvField(82.5)).toBe("82.5");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(true)).toBe("Yes");
    expect(csvField(false)).toBe("No");
    expect(csvField(null)).toBe("");
  });

  it.each([
    ['=HYPERLINK("https://evil.example","x")', `"'=HYPERLINK(""https://evil.example"",""x"")"`],
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@x", "'@x"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
    ["=SUM(A1,B1)", `"'=SUM(A1,B1)"`],
  ])("neutralises the formula cell %j", (value, encoded) => {
    expect(csvField(value)).toBe(encoded);
  });

  it("keeps a formula character that is not first", () => {
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField("x@example.com")).toBe("x@example.com");
  });

  it("joins a record with commas and ends it with CRLF; the BOM is U+FEFF", () => {
    expect(csvLine(["Name", "Marks", null, true])).toBe("Name,Marks,,Yes\r\n");
    expect(csvLine(["a,b", "=x"])).toBe(`"a,b",'=x\r\n`);
    expect(CSV_BOM).toBe("\uFEFF");
  });
});
