// Renders a mail's subject, HTML and plain text. React rendering costs milliseconds, so each
// template is rendered once per variant with numbered placeholders in its text fields, and a
// mail only substitutes its (escaped) values. This holds because templates use text fields
// verbatim; tests/unit/mail-templates.test.ts compares the result with a direct render.
import { render, toPlainText } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import type { MailKind, MailPayload } from "../shared/mail.js";
import { MAIL_TEMPLATES, type MailTemplate } from "./mail-templates.js";

export type RenderedMail = { subject: string; html: string; text: string; replyTo?: string };

type Compiled = { html: string; text: string };
type Fields = Record<string, unknown>;

const SLOT_PATTERN = /%%(\d+)%%/g;
/** react-email writes XHTML 1.0's doctype, which is not HTML's and puts browsers in almost-standards mode. */
const XHTML_DOCTYPE = /^<!DOCTYPE html PUBLIC[^>]*>/;
const compiled = new Map<string, Promise<Compiled>>();

// The same escaping React applies to text and attribute values.
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Non-empty text fields become slots; anything else (variant fields, empty or missing values) shapes the variant. */
function isSlot(field: string, value: unknown, variantBy: readonly string[]): value is string {
  return typeof value === "string" && value !== "" && !variantBy.includes(field);
}

function variantKey(kind: MailKind, data: Fields, variantBy: readonly string[]): string {
  const shape = Object.keys(data)
    .sort()
    .map((field) => [field, isSlot(field, data[field], variantBy) ? "slot" : (data[field] ?? null)]);
  // The footer shows the current year.
  return JSON.stringify([kind, new Date().getFullYear(), shape]);
}

/** react-email's render, with HTML's own doctype. */
export async function renderHtml(element: ReactElement): Promise<string> {
  return (await render(element)).replace(XHTML_DOCTYPE, "<!DOCTYPE html>");
}

async function compile(template: MailTemplate<MailKind>, data: Fields, slots: string[]): Promise<Compiled> {
  const variantBy = template.variantBy ?? [];
  const props: Fields = Object.fromEntries(Object.entries(data).filter(([field, value]) => !isSlot(field, value, variantBy)));
  slots.forEach((field, index) => (props[field] = `%%${index}%%`));
  const html = await renderHtml(createElement(template.component as (props: Fields) => ReturnType<typeof template.component>, props));
  return { html, text: toPlainText(html) };
}

export async function renderMail<K extends MailKind>(kind: K, payload: MailPayload<K>): Promise<RenderedMail> {
  const template = MAIL_TEMPLATES[kind] as unknown as MailTemplate<MailKind>;
  const data = payload as Fields;
  const variantBy = template.variantBy ?? [];
  const slots = Object.keys(data)
    .filter((field) => isSlot(field, data[field], variantBy))
    .sort();
  const key = variantKey(kind, data, variantBy);
  let entry = compiled.get(key);
  if (!entry) {
    entry = compile(template, data, slots);
    compiled.set(key, entry);
    entry.catch(() => compiled.delete(key));
  }
  const { html, text } = await entry;
  const values = slots.map((field) => data[field] as string);
  const fill = (source: string, escape: boolean) =>
    source.replace(SLOT_PATTERN, (_, index: string) => {
      const value = values[Number(index)] ?? "";
      return escape ? escapeHtml(value) : value;
    });
  const replyTo = template.replyTo?.(payload as MailPayload<MailKind>);
  return {
    // A subject is one line, whatever the data holds.
    subject: template
      .subject(payload as MailPayload<MailKind>)
      .replace(/\s+/g, " ")
      .trim(),
    html: fill(html, true),
    text: fill(text, false),
    ...(replyTo ? { replyTo } : {}),
  };
}
