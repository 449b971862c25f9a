// How the limits write whom they count into a Redis key, in one place: a client by its address (an
// IPv6 one by its /64, as @fastify/rate-limit keys it: one host holds a whole subnet), and what a
// person typed to name an account (an e-mail address, a dashboard user name) by its SHA-256, so no
// address sits in clear in Redis and every name, known or not, gets a key of the same shape.
import crypto from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";

/** The key part of a client with no address: a request whose client reset its connection, or a call from outside a request. */
export const NO_CLIENT_ADDRESS = "unknown";

export function clientAddress(ip: string | null | undefined): string {
  return ip ? normalizeIP(ip) : NO_CLIENT_ADDRESS;
}

export function hashedIdentifier(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

/**
 * @fastify/rate-limit's key for a request. A client that reset its connection before the limiter
 * ran has no address left (request.ip is undefined), on which the plugin's own key threw a
 * TypeError, logged as an unhandled error; such a request has no one to answer, so it counts
 * against a key of its own.
 */
export function rateLimitKey(request: { ip: string | undefined }): string {
  return clientAddress(request.ip);
}
