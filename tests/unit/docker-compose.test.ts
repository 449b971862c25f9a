// Docker cannot run on our machines, so the compose file, the Dockerfile and the proxy's
// configuration are checked by reading them.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { RUNTIME_FLAGS } from "../../scripts/build-node.js";
import { envSchema } from "../../src/infra/env.js";

type Service = {
  image?: string;
  build?: string | { context: string; target: string };
  command?: string[];
  entrypoint?: string[];
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
};

const composeText = fs.readFileSync("docker-compose.yml", "utf8");
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const APP_SERVICES = ["web", "worker", "migrate"];

describe("docker-compose.yml", () => {
  it("runs the data services, the one-shot set-up services, web, worker and the proxy", () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ["mailpit", "migrate", "minio", "minio-setup", "postgres", "proxy", "redis", "secrets", "web", "worker"].sort(),
    );
  });

  it("runs web and worker from the Dockerfile's runtime stage on compiled output, and can scale them", () => {
    for (const name of ["web", "worker"]) expect(service(name).build, name).toEqual({ context: ".", target: "runtime" });
    expect(service("worker").command).toEqual(["node", ...RUNTIME_FLAGS.worker, "dist/node/worker.js"]);
    // A published host port would stop `--scale web=2`: only the proxy publishes :3000.
    expect(service("web").ports).toBeUndefined();
    expect(service("proxy").ports).toEqual(["3000:3000"]);
    expect(fs.readFileSync("deploy/Caddyfile", "utf8")).toMatch(/dynamic a \{\s*name web\s*port 3000/);
  });

  it("runs migrations and demo data once, in a one-shot service on the build stage, before web and worker start", () => {
    expect(service("migrate").build).toEqual({ context: ".", target: "build" });
    expect(service("migrate").command?.join(" ")).toContain("npm run db:migrate && npm run db:seed");
    for (const name of ["web", "worker"]) {
      expect(JSON.stringify(service(name).command ?? []), name).not.toContain("migrate");
      expect(service(name).depends_on?.migrate?.condition, name).toBe("service_completed_successfully");
    }
  });

  it("ships no usable secret: they are generated into a volume once and read from files", () => {
    expect(composeText).not.toMatch(/JWT_SECRET:|OPERATOR_PASSWORD:|MINIO_ROOT_PASSWORD:\s|IDENTIFIER_KEYS:|IDENTIFIER_LOOKUP_KEY:/);
    expect(composeText).not.toMatch(/\$\{[A-Z_]*(SECRET|PASSWORD)[A-Z_]*:-/);
    expect(service("secrets").command).toEqual(["node", "dist/node/init-secrets.js", "/app/secrets"]);
    for (const name of APP_SERVICES) {
      const env = service(name).environment ?? {};
      expect(env.NODE_ENV, name).toBe("production");
      expect(env.JWT_SECRET_FILE, name).toBe("/app/secrets/jwt-secret");
      expect(env.OPERATOR_PASSWORD_FILE, name).toBe("/app/secrets/operator-password");
      expect(env.IDENTIFIER_KEYS_FILE, name).toBe("/app/secrets/identifier-keys");
      expect(env.IDENTIFIER_LOOKUP_KEY_FILE, name).toBe("/app/secrets/identifier-lookup-key");
      expect(service(name).depends_on?.secrets?.condition ?? service(name).depends_on?.migrate?.condition, name).toMatch(/completed/);
    }
  });

  it("passes only variables the server's config schema knows (or their *_FILE forms)", () => {
    const known = Object.keys(envSchema.shape);
    for (const name of APP_SERVICES) {
      const env = service(name).environment ?? {};
      expect(Object.keys(env).length, name).toBeGreaterThan(5);
      for (const key of Object.keys(env)) expect(known, `${name}.${key}`).toContain(key.replace(/_FILE$/, ""));
    }
  });

  it("points the app at its own Postgres, Redis, Mailpit and MinIO", () => {
    const env = service("web").environment ?? {};
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\/careers$/);
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    expect(env.SMTP_URL).toBe("smtp://mailpit:1025");
    expect(env.S3_ENDPOINT).toBe("http://minio:9000");
    expect(env.S3_BUCKET).toBe("uploads");
    expect(env.TRUST_PROXY).toBe("true");
    expect(service("mailpit").ports).toEqual(expect.arrayContaining(["8025:8025", "1025:1025"]));
    expect(service("web").depends_on?.["minio-setup"]?.condition).toBe("service_completed_successfully");
  });

  it("configures Redis for BullMQ: noeviction and an append-only file", () => {
    const command = service("redis").command ?? [];
    expect(command.join(" ")).toContain("--maxmemory-policy noeviction");
    expect(command.join(" ")).toContain("--appendonly yes");
  });

  it("restarts every long-running service that dies, and never the one-shot set-up services", () => {
    const oneShots = ["secrets", "minio-setup", "migrate"];
    for (const [name, definition] of Object.entries(compose.services)) {
      expect(definition.restart, name).toBe(oneShots.includes(name) ? "no" : "unless-stopped");
    }
  });

  it("has healthchecks, waits for healthy dependencies and keeps data in named volumes", () => {
    for (const name of ["postgres", "redis", "mailpit", "minio", "web", "worker"]) expect(service(name).healthcheck, name).toBeDefined();
    expect(service("web").healthcheck?.test.join(" ")).toContain("/ready");
    expect(service("worker").healthcheck?.test.join(" ")).toContain(":9464/health");
    expect(service("web").depends_on?.postgres?.condition).toBe("service_healthy");
    expect(service("web").depends_on?.redis?.condition).toBe("service_healthy");
    expect(service("proxy").depends_on?.web?.condition).toBe("service_healthy");
    expect(Object.keys(compose.volumes).sort()).toEqual(["miniodata", "pgdata", "redisdata", "secrets"]);
  });
});

describe("Dockerfile", () => {
  const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)].map((match) => ({ image: match[1], name: match[2] }));
  const runtime = dockerfile.slice(dockerfile.indexOf("AS runtime"));

  it("builds in stages on Node 24 and runs the last one", () => {
    expect(stages.map((stage) => stage.name)).toEqual(["build", "prod-deps", "runtime"]);
    for (const stage of stages) expect(stage.image).toMatch(/^node:24-/);
    expect(fs.readFileSync(".nvmrc", "utf8").trim()).toBe("24");
  });

  it("installs only production dependencies into the runtime stage and copies the compiled output", () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev --omit=optional --omit=peer/);
    expect(dockerfile).not.toMatch(/npm install/);
    expect(runtime).toContain("COPY --from=prod-deps /app/node_modules ./node_modules");
    expect(runtime).toContain("COPY --from=build /app/dist ./dist");
    expect(runtime).not.toMatch(/tsx|npm run/);
  });

  it("runs as an unprivileged user, with a healthcheck, on the compiled server with its node flags", () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).toContain(`CMD ${JSON.stringify(["node", ...RUNTIME_FLAGS.server, "dist/node/server.js"]).replaceAll(",", ", ")}`);
  });
});

describe("package.json", () => {
  const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

  it("runs the compiled server and worker with the same node flags as the image", () => {
    expect(scripts.serve).toBe(["node", ...RUNTIME_FLAGS.server, "dist/node/server.js"].join(" "));
    expect(scripts.worker).toBe(["node", ...RUNTIME_FLAGS.worker, "dist/node/worker.js"].join(" "));
  });

  it("re-encrypts the identity numbers right after every migration (compose's migrate service runs db:migrate)", () => {
    const rekey = ["node", ...RUNTIME_FLAGS["rekey-identifiers"], "dist/node/rekey-identifiers.js"].join(" ");
    expect(scripts["db:migrate"]).toBe(`prisma migrate deploy && ${rekey}`);
    expect(scripts["identifiers:rekey"]).toBe(rekey);
  });
});
