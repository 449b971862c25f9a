// Generates the deployment's secrets once into a directory (docker-compose's `secrets` volume) and
// leaves existing ones alone, so a restart keeps sessions valid. The web server and worker read
// them through JWT_SECRET_FILE, OPERATOR_PASSWORD_FILE and S3_SECRET_ACCESS_KEY_FILE (MinIO reads the
// same key); no usable default secret ships anywhere.
//   node dist/node/init-secrets.js DIR
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SECRET_FILES = { "jwt-secret": 48, "operator-password": 24, "s3-secret-key": 24 } as const;

/** Writes each missing secret; returns the names it created. */
export function initSecrets(dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const created: string[] = [];
  for (const [name, bytes] of Object.entries(SECRET_FILES)) {
    const file = path.join(dir, name);
    try {
      fs.writeFileSync(file, crypto.randomBytes(bytes).toString("base64url"), { flag: "wx", mode: 0o600 });
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
