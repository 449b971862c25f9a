// Sets the document title for a page (React 19 hoists <title> into <head>).
import { COMPANY } from "../../shared/company";

export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${COMPANY.name}` : `${COMPANY.name}: AI education, incubation and careers`}</title>;
}
