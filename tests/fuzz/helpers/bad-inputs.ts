// The classes of bad input issue #14 names, as fast-check arbitraries: bad values for one field,
// field-by-field mutations of a valid example, and raw bodies no JSON parser should accept.
import fc from "fast-check";

/** Well inside the 1 MiB JSON body limit, with room for the other fields. */
const HUGE_LENGTH = 900_000;

export const BAD_VALUES: readonly unknown[] = [
  "bad\u0000text",
  "\u0000",
  "\ud800",
  "bad\udc00text",
  0,
  -1,
  2147483648,
  -2147483649,
  1.5,
  1e308,
  "abc",
  "1.5",
  "2147483648",
  " 7",
  "0x1F",
  true,
  false,
  null,
  "",
  "   ",
  "2025-02-30",
  "0000-01-01",
  "9999-12-31",
  "2025-13-01",
  "javascript:alert(1)",
  " JavaScript:alert(1)",
  "data:text/html,<b>x</b>",
  "//evil.example",
  [],
  [null],
  {},
  { nested: { deeper: ["bad\u0000"] } },
  "x".repeat(HUGE_LENGTH),
  "é".repeat(5_000),
  "\u202e\u200b\ufeff",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
];

/** A bad value, or now and then any JSON value at all. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BAD_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const DROP = Symbol("drop");

const fault = fc.oneof({ weight: 1, arbitrary: fc.constant<unknown>(DROP) }, { weight: 3, arbitrary: badValue });

/**
 * A valid example with some fields replaced by bad values or dropped, and maybe extra fields.
 * Mostly zero to two faults, as a user makes them, so the other fields pass and the case reaches
 * the service; now and then every field at once.
 */
export function mutatedRecord(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example);
  const faults = fc.record(Object.fromEntries(keys.map((key) => [key, fault])));
  const faulty = fc.oneof(
    { weight: 4, arbitrary: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }) },
    { weight: 1, arbitrary: fc.constant(keys) },
  );
  const extra = fc.option(
    fc.dictionary(fc.constantFrom("extra", "__proto__", "constructor", "id", "role", "user_id"), badValue, { maxKeys: 2 }),
    {
      freq: 4,
    },
  );
  return fc.tuple(faults, faulty, extra).map(([values, faultyKeys, extraFields]) => {
    const result: Record<string, unknown> = { ...(extraFields ?? {}), ...example };
    for (const key of faultyKeys) {
      if (values[key] === DROP) delete result[key];
      else result[key] = values[key];
    }
    return result;
  });
}

/** Bodies that are not JSON, or JSON under the wrong content-type. */
export const RAW_BODIES: readonly { contentType: string | undefined; body: string }[] = [
  { contentType: "application/json", body: "{" },
  { contentType: "application/json", body: '{"a":' },
  { contentType: "application/json", body: "{'single':'quotes'}" },
  { contentType: "application/json", body: '{"__proto__":{"polluted":true}}' },
  { contentType: "application/json", body: '{"constructor":{"prototype":{"polluted":true}}}' },
  { contentType: "application/json", body: "nul\u0000" },
  { contentType: "application/json", body: '{"email":"\\ud800@example.com","id":"\\u0000"}' },
  { contentType: "application/json", body: '{"id":1,"id":2147483648}' },
  { contentType: "application/json", body: "" },
  { contentType: "application/json", body: "null" },
  { contentType: "application/json", body: "[]" },
  { contentType: "application/json", body: '"just a string"' },
  { contentType: "application/json", body: "1e999" },
  { contentType: "application/json", body: `${"[".repeat(5_000)}${"]".repeat(5_000)}` },
  { contentType: "application/json; charset=utf-16", body: "{}" },
  { contentType: "text/plain", body: '{"email":"a@example.com"}' },
  { contentType: "application/x-www-form-urlencoded", body: "email=a%40example.com&id=1" },
  { contentType: "application/xml", body: "<a>1</a>" },
  { contentType: undefined, body: "{}" },
  { contentType: "multipart/form-data", body: "--x\r\n\r\n--x--" },
  { contentType: "multipart/form-data; boundary=", body: "--\r\n--" },
  { contentType: "multipart/form-data; boundary=x", body: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{' },
  { contentType: "multipart/form-data; boundary=x", body: "garbage" },
  { contentType: "image/png", body: "\u0089PNG" },
];

export const rawBody = fc.constantFrom(...RAW_BODIES);
