// The building blocks the mail templates share: heading, paragraph, one-time code, link button,
// quoted message and label/value rows, styled once for every mail client.
import { Button, Heading, Link, Section, Text } from "@react-email/components";
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
    <Section style={{ backgroundColor: "#eef2ff", borderRadius: "8px", margin: "16px 0", padding: "8px 0", textAlign: "center" }}>
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
    </Section>
  );
}

/** A button plus the bare address under it, for clients that block buttons and for the text part. */
export function LinkButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND_COLOR,
          color: "#ffffff",
          borderRadius: "6px",
          padding: "12px 20px",
          fontSize: "15px",
          fontWeight: 600,
        }}
      >
        {label}
      </Button>
      <Text
        data-skip-in-text="true"
        style={{ fontSize: "13px", lineHeight: "20px", margin: "8px 0 0", color: "#52525b", wordBreak: "break-all" }}
      >
        <Link href={href} style={{ color: BRAND_COLOR }}>
          {href}
        </Link>
      </Text>
    </Section>
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
