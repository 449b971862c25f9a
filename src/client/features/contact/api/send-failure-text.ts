// The text the contact form shows when sending fails (spec doc 1 §8): the server's reason when
// there is one, a generic retry text when the server never answered.
import { TRPCClientError } from "@trpc/client";
import { CONTACT_TEXTS } from "../../../../shared/contact";

export function sendFailureText(error: unknown): string {
  if (error instanceof TRPCClientError && error.shape && error.message) return CONTACT_TEXTS.failureWith(error.message);
  return CONTACT_TEXTS.failure;
}
