// A valid-looking example for a JSON Schema (from the OpenAPI document or z.toJSONSchema), so that
// mutations of it reach the services. JSON Schema drops what zod's refinements know (an id must
// exist, an email must be one), so known field names get values that pass them.
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
};

/** Ids of rows that exist, so id fields point somewhere real. */
export type KnownIds = { id: number; applicantId: number; department: string };

const DATE_PATTERN = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}/;

function exampleByName(name: string, ids: KnownIds): unknown {
  const lower = name.toLowerCase();
  if (lower === "id") return ids.id;
  if (lower === "applicantid") return ids.applicantId;
  if (lower === "departmentorid" || lower === "department") return ids.department;
  if (lower.includes("email")) return "fuzz.candidate@example.com";
  if (lower.includes("link")) return "https://example.com/next-step";
  if (lower === "round" || lower === "toround") return "resume_screening";
  return undefined;
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === "email") return "fuzz.candidate@example.com";
  if (schema.format === "uri") return "https://example.com";
  if (schema.pattern && DATE_PATTERN.test(schema.pattern)) return "2030-06-15";
  const digits = schema.pattern?.match(/^\^\\d\{(\d+)\}\$$/);
  if (digits) return "1".repeat(Number(digits[1]));
  return "Fuzz value".padEnd(schema.minLength ?? 0, "x");
}

export function exampleValue(schema: JsonSchema, ids: KnownIds, name = ""): unknown {
  const byName = exampleByName(name, ids);
  if (byName !== undefined) return byName;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return exampleValue(branches[0] ?? {}, ids, name);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleValue(part, ids, name)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleValue(property, ids, key)]));
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => exampleValue(schema.items ?? {}, ids, name));
    case "string":
      return exampleString(schema);
    case "number":
    case "integer":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return "Fuzz value";
  }
}
