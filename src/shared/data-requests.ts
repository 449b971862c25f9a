// Data requests as zod schemas (data-request-terms.ts holds the zod-free vocabulary and texts): what
// a candidate files and reads back (tRPC me.requests.*, /api/me/requests), and HR's queue and reply
// (tRPC hr.requests.*, /api/hr/requests), one schema per input for both doors.
import { z } from "zod";
import { idSchema, safeString } from "./input.js";
import { pageSchema } from "./hr/paging-schemas.js";
import {
  DATA_REQUEST_FILTERS,
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_STATUSES,
  DATA_REQUEST_TEXTS,
  DATA_REQUEST_TYPES,
} from "./data-request-terms.js";

export const dataRequestTypeSchema = z.enum(DATA_REQUEST_TYPES, { message: DATA_REQUEST_TEXTS.unknownType });
export const dataRequestIdSchema = idSchema(DATA_REQUEST_TEXTS.invalidId);

export const fileDataRequestInput = z.object({
  type: dataRequestTypeSchema,
  message: safeString("Your message", { message: DATA_REQUEST_TEXTS.messageRequired })
    .trim()
    .min(1, DATA_REQUEST_TEXTS.messageRequired)
    .max(DATA_REQUEST_LIMITS.message, DATA_REQUEST_TEXTS.messageTooLong),
});
export type FileDataRequestInput = z.input<typeof fileDataRequestInput>;
export type FileDataRequest = z.output<typeof fileDataRequestInput>;

/** A request as its candidate sees it. Instants are ISO strings. */
export const myDataRequestSchema = z.object({
  id: z.number().int(),
  type: z.enum(DATA_REQUEST_TYPES),
  message: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  createdAt: z.string(),
  /** When HR is to have answered by: filed + DATA_REQUEST_DUE_DAYS. */
  dueAt: z.string(),
  /** Still open and past its due date. */
  overdue: z.boolean(),
  answeredAt: z.string().nullable(),
  reply: z.string().nullable(),
});
export type MyDataRequest = z.output<typeof myDataRequestSchema>;

export const myDataRequestsAnswer = z.object({ data: z.array(myDataRequestSchema) });
export type MyDataRequests = z.output<typeof myDataRequestsAnswer>;

export const fileDataRequestAnswer = z.object({ request: myDataRequestSchema, message: z.string() });

export const dataRequestFilterSchema = z.enum(DATA_REQUEST_FILTERS, { message: DATA_REQUEST_TEXTS.unknownFilter });

export const dataRequestsQuerySchema = z.object({
  status: z.preprocess((value) => (value === "" ? undefined : value), dataRequestFilterSchema.default("open")),
  page: pageSchema,
});
export type DataRequestsQuery = z.output<typeof dataRequestsQuerySchema>;

/** A request in HR's queue: with who filed it (null once their account is deleted) and who answered. */
export const hrDataRequestSchema = myDataRequestSchema.extend({
  requester: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  answeredBy: z.string().nullable(),
});
export type HrDataRequest = z.output<typeof hrDataRequestSchema>;

export const hrDataRequestsPageSchema = z.object({
  data: z.array(hrDataRequestSchema),
  pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int(), total: z.number().int(), limit: z.number().int() }),
});
export type HrDataRequestsPage = z.output<typeof hrDataRequestsPageSchema>;

export const replyBodySchema = z.object({
  reply: safeString("The reply", { message: DATA_REQUEST_TEXTS.replyRequired })
    .trim()
    .min(1, DATA_REQUEST_TEXTS.replyRequired)
    .max(DATA_REQUEST_LIMITS.reply, DATA_REQUEST_TEXTS.replyTooLong),
});

export const replyDataRequestInput = replyBodySchema.extend({ id: dataRequestIdSchema });
export type ReplyDataRequestInput = z.output<typeof replyDataRequestInput>;

export const replyDataRequestAnswer = z.object({ request: hrDataRequestSchema, message: z.string() });
