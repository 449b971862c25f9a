// The producer side of the mail queue, on the web server's fail-fast Redis connection.
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { MAIL_QUEUE_NAME } from "../../shared/mail-queue.js";

export function createMailQueue(connection: Redis, prefix: string): Queue {
  return new Queue(MAIL_QUEUE_NAME, { connection, prefix });
}
