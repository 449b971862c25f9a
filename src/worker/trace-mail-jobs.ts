// One span per mail job attempt, so the attempt's queries nest under it in a trace. Without the
// OpenTelemetry SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) the API's spans record nothing.
import { SpanStatusCode, trace } from "@opentelemetry/api";
import type { Processor } from "bullmq";
import type { MailJobData } from "../shared/mail-queue.js";
import type { MailJobResult } from "./processors/process-mail.js";
import { withoutAddresses } from "./redact-addresses.js";

const tracer = trace.getTracer("careers-worker");

export function traceMailJobs(processor: Processor<MailJobData, MailJobResult>): Processor<MailJobData, MailJobResult> {
  return (job, token, signal) =>
    tracer.startActiveSpan(
      "mail job",
      { attributes: { "mail.id": String(job.data.mailId), "mail.kind": String(job.data.kind), "mail.attempt": job.attemptsMade + 1 } },
      async (span) => {
        try {
          const result = await processor(job, token, signal);
          span.setAttribute("mail.result", result);
          return result;
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: withoutAddresses(error instanceof Error ? error.message : String(error)) });
          throw error;
        } finally {
          span.end();
        }
      },
    );
}
