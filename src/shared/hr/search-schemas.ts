// The zod schemas of HR search and duplicates (search.ts holds the zod-free limits and texts).
import { z } from "zod";
import { DEPARTMENTS } from "../departments.js";
import { idSchema, safeString } from "../input.js";
import { HIRING_ROUNDS, ROUND_STATUSES } from "./rounds.js";
import { APPLICATION_SOURCES, DUPLICATE_REASONS, SEARCH_FIELDS, SEARCH_MAX_LENGTH, SEARCH_MESSAGES } from "./search.js";

/** Trimmed; over the limit → 400; under SEARCH_MIN_LENGTH is valid and answers no results. */
export const searchQuerySchema = z.object({
  q: safeString("The search", { message: SEARCH_MESSAGES.invalidQuery }).trim().max(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.tooLong),
});

const applicationSummarySchema = z.object({
  id: z.number().int(),
  source: z.enum(APPLICATION_SOURCES),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  department: z.enum(DEPARTMENTS).nullable(),
  round: z.enum(HIRING_ROUNDS),
  roundStatus: z.enum(ROUND_STATUSES),
  withdrawn: z.boolean(),
  createdAt: z.string(),
});

export const searchResultSchema = applicationSummarySchema.extend({
  matched: z.array(z.enum(SEARCH_FIELDS)).describe("The fields the query matched, best first"),
  snippet: z
    .string()
    .optional()
    .describe(
      "The resume's words around the match (plain text; each matched word between U+E000 and U+E001), when the resume matched and the name, e-mail and mobile did not",
    ),
});

export const searchResultsSchema = z.object({ data: z.array(searchResultSchema) });

export const duplicatesInputSchema = z.object({ applicationId: idSchema(SEARCH_MESSAGES.invalidApplicationId) });

export const duplicateSchema = applicationSummarySchema.extend({
  sameAs: z
    .array(z.enum(DUPLICATE_REASONS))
    .describe("Same e-mail (any case), same mobile number (digits only) and/or same Aadhar number (compared by keyed hash)"),
});

export const duplicatesSchema = z.object({ data: z.array(duplicateSchema) });
