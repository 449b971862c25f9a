// The branded frame of every mail: the company name on top, the content, and the footer with the
// company's address, contacts and social links (as on the site's footer). Plain blocks rather than
// react-email's Body, Container and Section, which lay out with role="presentation" tables around
// headings and paragraphs (an accessibility error for HTML_CodeSniffer), and its Head's meta without
// content (invalid HTML).
import { Hr, Html, Link, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { COMPANY } from "../../../shared/company.js";

export const BRAND_COLOR = "#4f46e5";
const TEXT_COLOR = "#18181b";
const MUTED_COLOR = "#52525b";

const styles = {
  body: { backgroundColor: "#f4f4f5", margin: 0, padding: "24px 0", fontFamily: "Helvetica, Arial, sans-serif", color: TEXT_COLOR },
  container: { maxWidth: "560px", margin: "0 auto", backgroundColor: "#ffffff", borderRadius: "8px", overflow: "hidden" },
  header: { backgroundColor: BRAND_COLOR, padding: "20px 32px" },
  brand: { margin: 0, color: "#ffffff", fontSize: "20px", fontWeight: 700, letterSpacing: "0.5px" },
  content: { padding: "8px 32px 16px" },
  footer: { padding: "0 32px 24px" },
  footerText: { margin: "4px 0", color: MUTED_COLOR, fontSize: "12px", lineHeight: "18px" },
  footerLink: { color: BRAND_COLOR, textDecoration: "underline" },
} as const;

/** `title`: the document's <title> (the mail's subject), which some clients and screen readers show. */
export function MailLayout({ title, preview, children }: { title: string; preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <Preview>{preview}</Preview>
      <body style={styles.body}>
        <div style={styles.container}>
          <div style={styles.header}>
            <Text style={styles.brand}>{COMPANY.name}</Text>
          </div>
          <div style={styles.content}>{children}</div>
          <div style={styles.footer}>
            <Hr style={{ borderColor: "#e4e4e7", margin: "0 0 16px" }} />
            <Text style={styles.footerText}>
              {COMPANY.name} · {COMPANY.tagline}
            </Text>
            <Text style={styles.footerText}>{COMPANY.address}</Text>
            <Text style={styles.footerText}>
              <Link href={`mailto:${COMPANY.email}`} style={styles.footerLink}>
                {COMPANY.email}
              </Link>
              {` · ${COMPANY.phone}`}
            </Text>
            <Text style={styles.footerText}>
              <Link href={COMPANY.social.linkedin} style={styles.footerLink}>
                LinkedIn
              </Link>
              {" · "}
              <Link href={COMPANY.social.instagram} style={styles.footerLink}>
                Instagram
              </Link>
            </Text>
            <Text style={styles.footerText}>
              © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
            </Text>
          </div>
        </div>
      </body>
    </Html>
  );
}
