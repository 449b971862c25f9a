import { UnrecoverableError, type Job } from "bullmq";
import { describe, expect, it } from "vitest";
import type { MailJobData } from "../../src/shared/mail-queue.js";
import { observeMailJobs, type MailJobOutcome } from "../../src/worker/mail-outcome.js";
import { withoutAddresses } from "../../src/worker/redact-addresses.js";
import type { MailJobResult } from "../../src/worker/processors/process-mail.js";

const MAIL_ID = "00000000-0000-4000-8000-000000000000";

function job(overrides: { data?: Partial<MailJobData> | Record<string, unknown>; attemptsMade?: number; timestamp?: number } = {}) {
  return {
    data: { mailId: MAIL_ID, kind: "signup_code", sealed: "x", requestId: "req-1", ...overrides.data },
    attemptsMade: overrides.attemptsMade ?? 0,
    timestamp: overrides.timestamp ?? Date.now() - 250,
    opts: { attempts: 5 },
  } as unknown as Job<MailJobData, MailJobResult>;
}

async function outcomeOf(run: () => Promise<MailJobResult>, target = job()): Promise<MailJobOutcome | undefined> {
  let outcome: MailJobOutcome | undefined;
  await observeMailJobs(run, (reported) => (outcome = reported))(target).catch(() => undefined);
  return outcome;
}

describe("mail job outcomes", () => {
  it("reports a sent mail with its request id, its wait since queueing and its duration", async () => {
    const outcome = await outcomeOf(async () => "sent");
    expect(outcome).toMatchObject({ mailId: MAIL_ID, kind: "signup_code", requestId: "req-1", result: "sent", error: undefined });
    expect(outcome?.waitMs).toBeGreaterThanOrEqual(250);
    expect(outcome?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("tells a failure that will be retried from a final one, and rethrows it for BullMQ", async () => {
    expect(await outcomeOf(() => Promise.reject(new Error("421 try later")))).toMatchObject({
      result: "failed",
      final: false,
      error: "421 try later",
    });
    expect(await outcomeOf(() => Promise.reject(new Error("421 try later")), job({ attemptsMade: 4 }))).toMatchObject({ final: true });
    expect(await outcomeOf(() => Promise.reject(new UnrecoverableError("550 no such user")))).toMatchObject({ final: true });
    await expect(
      observeMailJobs(
        () => Promise.reject(new Error("boom")),
        () => undefined,
      )(job()),
    ).rejects.toThrow("boom");
  });

  it("measures the queue wait on first attempts only: a retry's would include its backoff", async () => {
    expect((await outcomeOf(async () => "sent", job({ attemptsMade: 2 })))?.waitMs).toBeUndefined();
  });

  it("never lets a malformed job put an arbitrary kind or request id into labels and logs", async () => {
    const outcome = await outcomeOf(async () => "skipped", job({ data: { kind: "anything-at-all", requestId: "two words" } }));
    expect(outcome).toMatchObject({ kind: "unknown", requestId: undefined, result: "skipped" });
  });

  it("blanks addresses an SMTP reply quotes", () => {
    expect(withoutAddresses("550 5.1.1 <jane.doe+x@example.com>: Recipient address rejected")).toBe(
      "550 5.1.1 <<address>>: Recipient address rejected",
    );
    expect(withoutAddresses("Can't send mail - all recipients were rejected: 550 user@mail.example.org unknown")).not.toContain("@");
  });
});
