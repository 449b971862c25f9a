// HR's queue of data requests (tRPC hr.requests.list, GET /api/hr/requests), DATA_REQUEST_PAGE_SIZE
// a page, the page clamped to the last one. Open requests come most urgent first (due date, on the
// (status, due_at, id) index), so the overdue ones lead; answered and all, newest first. A small
// table (people file a few a year, at most five a day each), so the total is counted.
import type { Db } from "../../../infra/db/client.js";
import { clampPage, totalPagesFor } from "../../../shared/hr/paging.js";
import { DATA_REQUEST_PAGE_SIZE } from "../../../shared/data-request-terms.js";
import type { DataRequestsQuery, HrDataRequestsPage } from "../../../shared/data-requests.js";
import type { Prisma } from "../../../infra/db/generated/client.js";
import { HR_DATA_REQUEST_SELECT, toHrDataRequest } from "./data-request-row.js";

const ORDER: Record<DataRequestsQuery["status"], Prisma.DataRequestOrderByWithRelationInput[]> = {
  open: [{ dueAt: "asc" }, { id: "asc" }],
  answered: [{ createdAt: "desc" }, { id: "desc" }],
  all: [{ createdAt: "desc" }, { id: "desc" }],
};

export async function listDataRequests(db: Db, query: DataRequestsQuery): Promise<HrDataRequestsPage> {
  const where: Prisma.DataRequestWhereInput = query.status === "all" ? {} : { status: query.status };
  const limit = DATA_REQUEST_PAGE_SIZE;
  const total = await db.dataRequest.count({ where });
  const totalPages = totalPagesFor(total, limit);
  const page = clampPage(query.page, totalPages);
  const rows = await db.dataRequest.findMany({
    where,
    orderBy: ORDER[query.status],
    skip: (page - 1) * limit,
    take: limit,
    select: HR_DATA_REQUEST_SELECT,
  });
  const now = new Date();
  return { data: rows.map((row) => toHrDataRequest(row, now)), pagination: { currentPage: page, totalPages, total, limit } };
}
