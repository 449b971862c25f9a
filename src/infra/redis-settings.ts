// Warns once, at start-up, when the Redis holding the mail queue lacks what production needs:
// persistence (appendonly yes or RDB snapshots) and maxmemory-policy noeviction. Managed Redis
// services often disable CONFIG; then it says the settings could not be checked. Never fatal.
import type { Redis } from "ioredis";

export type RedisSettingsLogger = { warn: (fields: object, message: string) => void };

async function configValue(redis: Redis, name: string): Promise<string> {
  const reply = (await redis.config("GET", name)) as string[];
  return reply[1] ?? "";
}

/** What is missing, as log messages; empty when Redis is set up for production. */
export async function checkRedisSettings(redis: Redis): Promise<string[]> {
  let settings: { appendonly: string; save: string; policy: string };
  try {
    const [appendonly, save, policy] = await Promise.all([
      configValue(redis, "appendonly"),
      configValue(redis, "save"),
      configValue(redis, "maxmemory-policy"),
    ]);
    settings = { appendonly, save, policy };
  } catch (error) {
    return [
      `Could not check Redis's settings (CONFIG GET: ${(error as Error).message}): make sure it persists its data ` +
        "(appendonly yes) and uses maxmemory-policy noeviction, or queued mails wait for the sweeper after a restart",
    ];
  }
  const { appendonly, save, policy } = settings;
  const warnings: string[] = [];
  if (appendonly !== "yes" && save.trim() === "") {
    warnings.push(
      "Redis does not persist its data (appendonly no, no RDB snapshots): a restart loses the queued mails until the sweeper queues them again; set appendonly yes",
    );
  }
  if (policy !== "noeviction") {
    warnings.push(`Redis may evict keys (maxmemory-policy ${policy}): BullMQ needs noeviction, or queued mails and locks disappear`);
  }
  return warnings;
}

/** Checks once Redis is (or first becomes) ready, and logs each warning once. */
export function warnAboutRedisSettings(redis: Redis, log: RedisSettingsLogger): void {
  const check = () => {
    void checkRedisSettings(redis).then((warnings) => {
      for (const message of warnings) log.warn({ redis: "settings" }, message);
    });
  };
  if (redis.status === "ready") check();
  else redis.once("ready", check);
}
