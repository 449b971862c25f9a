// Recognises Prisma's unique-constraint failure (P2002): a row another request wrote first.
import { Prisma } from "../../server/db/generated/client.js";

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
