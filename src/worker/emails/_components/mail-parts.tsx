// The building blocks the mail templates share: heading, paragraph, one-time code, link button,
// quoted message and label/value rows, styled once for every mail client.
import { Heading, Link, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { BRAND_COLOR } from "./mail-layout.js";

export function MailHeading({ children }: { children: ReactNode }) {
  return <Heading style={{ fontSize: "22px", lineHeight: "30px", margin: "24px 0 12px" }}>{children}</Heading>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "15px", lineHeight: "24px", margin: "12px 0" }}>{children}</Text>;
}

export function CodeBox({ code }: { code: string }) {
  return (
    <div style={{ backgroundColor: "#eef2ff", borderRadius: "8px", margin: "16px 0", padding: "8px 0", textAlign: "center" }}>
      <Text
        style={{
          fontFamily: "Menlo, Consolas, monospace",
          fontSize: "32px",
          fontWeight: 700,
          letterSpacing: "8px",
          margin: "8px 0",
          color: BRAND_COLOR,
        }}
      >
        {code}
      </Text>
    </div>
  );
}

/**
 * A link styled as a button plus the bare address under it, for clients that block buttons and for
 * the text part. Not react-email's Button: its Outlook-only mso-* CSS is invalid HTML.
 */
export function LinkButton({ href, label }: { href: string; label: string }) {
  return (
    <div style={{ margin: "20px 0" }}>
      <Link
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: BRAND_COLOR,
          color: "#ffffff",
          borderRadius: "6px",
          padding: "12px 20px",
          fontSize: "15px",
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {label}
      </Link>
      <Text
        data-skip-in-text="true"
        style={{ fontSize: "13px", lineHeight: "20px", margin: "8px 0 0", color: "#52525b", wordBreak: "break-all" }}
      >
        <Link href={href} style={{ color: BRAND_COLOR }}>
          {href}
        </Link>
      </Text>
    </div>
  );
}

/** Free text typed by a person, with its line breaks kept. */
export function QuotedMessage({ children }: { children: string }) {
  return (
    <Text
      style={{
        fontSize: "15px",
        lineHeight: "24px",
        margin: "12px 0",
        padding: "12px 16px",
        borderLeft: `4px solid ${BRAND_COLOR}`,
        backgroundColor: "#fafafa",
        whiteSpace: "pre-wrap",
      }}
    >
      {children}
    </Text>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ fontSize: "15px", lineHeight: "22px", margin: "6px 0" }}>
      <strong>{label}:</strong> {children}
    </Text>
  );
}

/** " for the <job> position", when the mail knows its job (mails queued before it did, do not). */
export function ForJob({ jobTitle }: { jobTitle?: string }) {
  return jobTitle ? (
    <>
      {" for the "}
      <strong>{jobTitle}</strong>
      {" position"}
    </>
  ) : null;
}

/** Where every HR decision mail sends the candidate to follow the application and read HR's mails again. */
export function TrackingLink({ href }: { href?: string }) {
  return href ? (
    <>
      <Paragraph>You can follow this application, and read our messages to you again, on Tracking Application:</Paragraph>
      <LinkButton href={href} label="Track your application" />
    </>
  ) : null;
}
