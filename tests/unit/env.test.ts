import { describe, expect, it } from "vitest";
import { parseEnv } from "../../src/server/env.js";

describe("parseEnv", () => {
  it("gives working defaults for a fresh machine", () => {
    const env = parseEnv({ JWT_SECRET: "x".repeat(32) });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("postgresql://postgres@127.0.0.1:5432/careers");
    expect(env.REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(env.UPLOAD_DIR).toBe("var/uploads");
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ SMTP_URL: "", JWT_SECRET: "x".repeat(32) }).SMTP_URL).toBeUndefined();
  });

  it("requires JWT_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/JWT_SECRET is required in production/);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty", JWT_SECRET: "x".repeat(32) })).toThrow(/PORT/);
  });
});
