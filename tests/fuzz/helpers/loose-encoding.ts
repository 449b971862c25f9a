// Percent-encoding that also takes lone surrogates (encodeURIComponent throws on them): they go
// out as the bytes a careless client would send, CESU-8's ED A0 80, which is invalid UTF-8.
export function encodeLoosely(text: string): string {
  let encoded = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    encoded += char.length === 1 && code >= 0xd800 && code <= 0xdfff ? "%ED%A0%80" : encodeURIComponent(char);
  }
  return encoded;
}

/** A value as a path or query parameter: strings as they are, anything else as its JSON. */
export function paramText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}
