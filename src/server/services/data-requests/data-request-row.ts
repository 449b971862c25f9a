// A data request row as its candidate and as HR see it: the columns read, and "overdue" worked out
// against the caller's clock (open and past its due date), never the database's.
import type { HrDataRequest, MyDataRequest } from "../../../shared/data-requests.js";
import type { Prisma } from "../../../infra/db/generated/client.js";

export const MY_DATA_REQUEST_SELECT = {
  id: true,
  type: true,
  message: true,
  status: true,
  createdAt: true,
  dueAt: true,
  answeredAt: true,
  reply: true,
} as const satisfies Prisma.DataRequestSelect;

export const HR_DATA_REQUEST_SELECT = {
  ...MY_DATA_REQUEST_SELECT,
  user: { select: { id: true, name: true, email: true } },
  answeredBy: { select: { name: true } },
} as const satisfies Prisma.DataRequestSelect;

type MyRow = Prisma.DataRequestGetPayload<{ select: typeof MY_DATA_REQUEST_SELECT }>;
type HrRow = Prisma.DataRequestGetPayload<{ select: typeof HR_DATA_REQUEST_SELECT }>;

export function toMyDataRequest(row: MyRow, now: Date): MyDataRequest {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    overdue: row.status === "open" && row.dueAt.getTime() < now.getTime(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    reply: row.reply,
  };
}

export function toHrDataRequest(row: HrRow, now: Date): HrDataRequest {
  return { ...toMyDataRequest(row, now), requester: row.user, answeredBy: row.answeredBy?.name ?? null };
}
