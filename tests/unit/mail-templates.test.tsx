import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { MAIL_KINDS, mailPayloadSchemas, type MailKind } from "../../src/shared/mail.js";
import { MAIL_TEMPLATES } from "../../src/worker/mail-templates.js";
import { renderHtml, renderMail } from "../../src/worker/render-mail.js";

type Component = ((props: Record<string, unknown>) => ReturnType<typeof createElement>) & { PreviewProps: Record<string, unknown> };
const component = (kind: MailKind) => MAIL_TEMPLATES[kind].component as unknown as Component;

/** Every text field (except wording variants and links) with markup and quotes in it. */
function hostile(kind: MailKind): Record<string, unknown> {
  const props = { ...component(kind).PreviewProps };
  const variantBy: readonly string[] = MAIL_TEMPLATES[kind].variantBy ?? [];
  for (const [field, value] of Object.entries(props)) {
    if (typeof value === "string" && !variantBy.includes(field) && !["link", "trackingUrl", "meetingUrl", "code"].includes(field))
      props[field] = `${value} <b>&"'%%0%%`;
  }
  return props;
}

describe("mail templates", () => {
  it.each(MAIL_KINDS)("%s: its PreviewProps are a valid payload", (kind) => {
    expect(mailPayloadSchemas[kind].safeParse(component(kind).PreviewProps).success).toBe(true);
  });

  it.each(MAIL_KINDS)("%s: the cached render equals a direct react-email render, even for hostile text", async (kind) => {
    for (const props of [component(kind).PreviewProps, hostile(kind)]) {
      const direct = await renderHtml(createElement(component(kind), props));
      const rendered = await renderMail(kind, props as never);
      expect(rendered.html === direct, "cached HTML equals the direct render").toBe(true);
      expect(rendered.subject).not.toMatch(/\n/);
      expect(rendered.text).toContain("RFT Technologies");
    }
  });

  it.each(MAIL_KINDS)("%s: the HTML has a <title>, the subject, even for hostile text", async (kind) => {
    for (const props of [component(kind).PreviewProps, hostile(kind)]) {
      const rendered = await renderMail(kind, props as never);
      const title = /<title>([^<]*)<\/title>/.exec(rendered.html)?.[1];
      const escaped = rendered.subject
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&#x27;");
      expect(title).toBe(escaped);
    }
  });

  const DECISION_CONTEXT = { jobTitle: "Frontend Developer", trackingUrl: "https://careers.example.com/applications" };
  const DECISIONS = [
    ["applicant_accepted", { name: "Asha", round: "Round 2", ...DECISION_CONTEXT }],
    ["applicant_rejected", { name: "Asha", step: "Round 1", ...DECISION_CONTEXT }],
    ["applicant_selected", { name: "Asha", ...DECISION_CONTEXT }],
    ["hr_message", { message: "See you Monday", status: "accept", ...DECISION_CONTEXT }],
  ] as const;

  it.each(DECISIONS)("%s: names the job and links to Tracking Application", async (kind, data) => {
    const mail = await renderMail(kind, data as never);
    expect(mail.text).toContain("for the Frontend Developer position");
    expect(mail.html).toContain('href="https://careers.example.com/applications"');
    expect(mail.text).toContain("Track your application");
  });

  it("says Selected, not another round, when the HR Round is cleared", async () => {
    const mail = await renderMail("applicant_selected", { name: "Asha", ...DECISION_CONTEXT });
    expect(mail.subject).toBe("You have been selected for Frontend Developer at RFT Technologies");
    expect(mail.text).toContain("we are delighted to select you for the Frontend Developer position");
    expect(mail.text).not.toContain("moved to");
    expect(mail.text).toContain("Our HR team will e-mail you the offer");
    const withMessage = await renderMail("applicant_selected", {
      name: "Asha",
      message: "Welcome aboard",
      link: "https://meet.example.com/x",
      ...DECISION_CONTEXT,
    });
    expect(withMessage.text).toContain("Welcome aboard");
    expect(withMessage.html).toContain('href="https://meet.example.com/x"');
  });

  it("varies the wording by audience and status, and leaves out a missing link", async () => {
    const employer = await renderMail("reset_code", { code: "123456", audience: "employer" });
    const candidate = await renderMail("reset_code", { code: "123456", audience: "candidate" });
    expect(employer.text).toContain("employer (HR) account");
    expect(candidate.text).not.toContain("employer");
    const reject = await renderMail("hr_message", { message: "Thanks", status: "reject" });
    expect(reject.subject).toBe("An update on your application to RFT Technologies");
    expect(reject.text).not.toContain("Open the link");
  });

  it("names a data request's type in words, and quotes the candidate's message only while it is kept", async () => {
    const received = await renderMail("data_request_received", { name: "Asha", reference: "#7", type: "access", dueDate: "1 March 2027" });
    expect(received.text).toContain("See my data");
    expect(received.text).toContain("1 March 2027");
    const data = { name: "Asha", reference: "#7", type: "correction", reply: "Corrected." } as const;
    const quoted = await renderMail("data_request_answered", { ...data, message: "Wrong year\nof passing" });
    expect(quoted.text).toContain("Correct my data");
    expect(quoted.text).toContain("You wrote:");
    expect(quoted.text).toContain("Wrong year\nof passing");
    const erased = await renderMail("data_request_answered", { ...data, message: "" });
    expect(erased.text).not.toContain("You wrote:");
    expect(erased.text).toContain("Corrected.");
  });

  it("keeps the line breaks of a typed message in the text part and escapes markup in HTML", async () => {
    const mail = await renderMail("hr_message", { message: "Line one\nLine <two>", status: "accept" });
    expect(mail.text).toContain("Line one\nLine <two>");
    expect(mail.html).toContain("Line one\nLine &lt;two&gt;");
  });
});
