// Session tokens: signed JWTs (HS256) carrying the user id, role, token version and a session id
// (`sid`, one per sign-in). A token is refused when its version is older than the account's (sign
// out everywhere, a password reset or change) or when its session was signed out (revoked_sessions).
import crypto from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import { ROLES, type PublicUser, type Role } from "../../../shared/user.js";

export const TOKEN_AUDIENCE = "careers-portal";
export const TOKEN_ISSUER = "careers-portal";
export const TOKEN_TTL = "7d";
/** TOKEN_TTL in ms: how long a revoked session must stay on the list. */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.enum(ROLES),
  ver: z.number().int().nonnegative(),
  sid: z.uuid(),
});

/** The token's owner and whether this session was signed out: one round trip. */
export const TOKEN_OWNER_ROW = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  tokenVersion: z.number().int(),
  revoked: z.boolean(),
});

/** The signed-in user; `sessionId` is the token's session (absent for users built in tests). */
export type AuthUser = PublicUser & { sessionId?: string };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function signToken(
  secret: string,
  user: { id: number; role: Role; tokenVersion: number },
  sessionId: string = crypto.randomUUID(),
): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion, sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(key(secret));
}

/** The signed-in user for a token, or null when the token is missing, invalid, expired or revoked. */
export async function resolveTokenUser(db: Db, secret: string, token: string | undefined): Promise<AuthUser | null> {
  if (!token) return null;
  let claims: z.infer<typeof claimsSchema>;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      algorithms: ["HS256"],
    });
    claims = claimsSchema.parse(payload);
  } catch {
    return null;
  }
  // Read on every signed-in request: a statement prepared once per connection.
  const user = await selectRow(
    db,
    sql`SELECT id, name, email, role::text AS role, token_version AS "tokenVersion",
      EXISTS (SELECT 1 FROM revoked_sessions WHERE revoked_sessions.id = ${claims.sid}::uuid) AS revoked
      FROM users WHERE id = ${Number(claims.sub)}`,
    TOKEN_OWNER_ROW,
    { name: "users_token_owner" },
  );
  if (!user || user.revoked || user.tokenVersion !== claims.ver || user.role !== claims.role) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role, sessionId: claims.sid };
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
