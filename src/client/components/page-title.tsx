// Sets the document title for a page (React 19 hoists <title> into <head>). index.html's own title
// (data-shell-title) stays until a page's title is in the document, so a page the client renders
// alone has exactly one title at every moment: never none while it loads, never two once it shows.
import { useLayoutEffect } from "react";
import { fullPageTitle } from "../content/page-heads";

export function PageTitle({ title }: { title?: string }) {
  useLayoutEffect(() => {
    document.head.querySelector("title[data-shell-title]")?.remove();
  }, []);
  return <title>{fullPageTitle(title)}</title>;
}
