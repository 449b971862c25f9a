// Which texts may be stored: Postgres refuses NUL and unpaired UTF-16 surrogates, so inputs refuse
// them first. Imports nothing, so zod/mini schemas (jobs-board.ts) use it without classic zod.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasOnlyStorableCharacters(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

export function notAllowedCharacters(label: string): string {
  return `${label} contains characters that are not allowed.`;
}
