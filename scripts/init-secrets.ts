// Generates the deployment's secrets once into a directory (docker-compose's `secrets` volume) and
// leaves existing ones alone, so a restart keeps sessions valid and stored identity numbers readable.
// The web server and worker read them through JWT_SECRET_FILE, OPERATOR_PASSWORD_FILE,
// S3_SECRET_ACCESS_KEY_FILE (MinIO reads the same key), IDENTIFIER_KEYS_FILE and
// IDENTIFIER_LOOKUP_KEY_FILE; no usable default secret ships anywhere.
//   node dist/node/init-secrets.js DIR
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const randomText = (bytes: number) => () => crypto.randomBytes(bytes).toString("base64url");

/** Each secret file and how its content is made. */
export const SECRET_FILES = {
  "jwt-secret": randomText(48),
  "operator-password": randomText(24),
  "s3-secret-key": randomText(24),
  // IDENTIFIER_KEYS' form: a key ring of one key, id k1 (rotation puts a new id:key in front of it).
  "identifier-keys": () => `k1:${crypto.randomBytes(32).toString("base64")}`,
  "identifier-lookup-key": randomText(32),
} as const satisfies Record<string, () => string>;

/** Writes each missing secret; returns the names it created. */
export function initSecrets(dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const created: string[] = [];
  for (const [name, content] of Object.entries(SECRET_FILES)) {
    const file = path.join(dir, name);
    try {
      fs.writeFileSync(file, content(), { flag: "wx", mode: 0o600 });
      created.push(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return created;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node dist/node/init-secrets.js DIR");
    process.exit(2);
  }
  const created = initSecrets(dir);
  console.log(created.length ? `generated ${created.join(", ")} in ${dir}` : `secrets already present in ${dir}`);
  console.log(
    `operator password (user "operator" on /admin/queues and /metrics): read it with  docker compose exec web cat ${path.join(dir, "operator-password")}`,
  );
}
