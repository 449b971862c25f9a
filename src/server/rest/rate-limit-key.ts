// Whom a rate limit counts a request against: its client address, as @fastify/rate-limit keys it
// (an IPv6 address by its subnet). A client that reset its connection before the limiter ran has no
// address left (request.ip is undefined), on which the plugin's own key threw a TypeError, logged
// as an unhandled error; such a request has no one to answer, so it counts against a key of its own.
import { normalizeIP } from "@fastify/rate-limit";

export const GONE_CLIENT_KEY = "client-gone";

export function rateLimitKey(request: { ip: string | undefined }): string {
  return request.ip === undefined ? GONE_CLIENT_KEY : normalizeIP(request.ip);
}
