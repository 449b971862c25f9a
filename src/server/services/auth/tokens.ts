// Session tokens: signed JWTs (HS256) carrying the user id, role and token version. A token whose
// version is older than the account's (after logout or a password reset) is refused.
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { ROLES, type PublicUser, type Role } from "../../../shared/user.js";
import type { Db } from "../../db/client.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";

export const TOKEN_AUDIENCE = "careers-portal";
export const TOKEN_ISSUER = "careers-portal";
export const TOKEN_TTL = "7d";

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.enum(ROLES),
  ver: z.number().int().nonnegative(),
});

export type AuthUser = PublicUser;

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function signToken(
  secret: string,
  user: { id: number; role: Role; tokenVersion: number },
): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion })
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
  const [user] = await queryRows<AuthUser & { tokenVersion: number }>(
    db,
    Prisma.sql`SELECT id, name, email, role::text AS role, token_version AS "tokenVersion" FROM users WHERE id = ${Number(claims.sub)}`,
    "users_token_owner",
  );
  if (!user || user.tokenVersion !== claims.ver || user.role !== claims.role) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
