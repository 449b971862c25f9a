// The public site's frame: header, the page, footer. The HR area and the enquiry page bring their
// own header (spec doc 2 §2), so they are outside it.
import type { ReactNode } from "react";
import { ReadyMarker } from "../components/ready-marker";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "./site-header";

export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ReadyMarker />
    </div>
  );
}
