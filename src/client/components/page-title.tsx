// Sets the document title for a page (React 19 hoists <title> into <head>).
import { fullPageTitle } from "../content/page-heads";

export function PageTitle({ title }: { title?: string }) {
  return <title>{fullPageTitle(title)}</title>;
}
