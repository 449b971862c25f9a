// Docker cannot run on our machines, so the compose file is checked by reading it.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { envSchema } from "../../src/server/env.js";

type Service = {
  image?: string;
  build?: string;
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
};

const compose = parse(fs.readFileSync("docker-compose.yml", "utf8"), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

describe("docker-compose.yml", () => {
  it("runs postgres, redis, mailpit, app and worker", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "mailpit", "postgres", "redis", "worker"]);
  });

  it("builds app and worker from the one Dockerfile and serves the app on :3000", () => {
    expect(service("app").build).toBe(".");
    expect(service("worker").build).toBe(".");
    expect(service("app").ports).toContain("3000:3000");
    expect(service("worker").command).toEqual(["npm", "run", "worker"]);
    expect(fs.existsSync("Dockerfile")).toBe(true);
  });

  it("passes only variables the server's config schema knows", () => {
    const known = Object.keys(envSchema.shape);
    for (const name of ["app", "worker"]) {
      const env = service(name).environment ?? {};
      expect(Object.keys(env).length, name).toBeGreaterThan(5);
      for (const key of Object.keys(env)) expect(known, `${name}.${key}`).toContain(key);
    }
  });

  it("points the app at its own Postgres, Redis and Mailpit", () => {
    const env = service("app").environment ?? {};
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\/careers$/);
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    expect(env.SMTP_URL).toBe("smtp://mailpit:1025");
    expect(envSchema.safeParse(env).success).toBe(true);
    expect(service("mailpit").ports).toEqual(expect.arrayContaining(["8025:8025", "1025:1025"]));
  });

  it("configures Redis for BullMQ: noeviction and an append-only file", () => {
    const command = service("redis").command ?? [];
    expect(command.join(" ")).toContain("--maxmemory-policy noeviction");
    expect(command.join(" ")).toContain("--appendonly yes");
  });

  it("has healthchecks, waits for healthy dependencies and keeps data in named volumes", () => {
    for (const name of ["postgres", "redis", "mailpit", "app"]) expect(service(name).healthcheck, name).toBeDefined();
    expect(service("app").depends_on?.postgres?.condition).toBe("service_healthy");
    expect(service("app").depends_on?.redis?.condition).toBe("service_healthy");
    expect(Object.keys(compose.volumes).sort()).toEqual(["pgdata", "redisdata", "uploads"]);
  });
});
