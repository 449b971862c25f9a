// A public page's header from its content (content/page-headings.ts): the document title (the
// tab's name) and the page's h1 block.
import { PAGE_INTROS } from "../content/page-headings";
import { PageTitle } from "./page-title";
import { SectionHeading } from "./section-heading";

type PageHeadingProps = { path: keyof typeof PAGE_INTROS; /** Instead of the page's own tab title. */ pageTitle?: string };

export function PageHeading({ path, pageTitle }: PageHeadingProps) {
  const intro = PAGE_INTROS[path];
  return (
    <>
      <PageTitle title={pageTitle ?? intro.pageTitle} />
      <SectionHeading as="h1" eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
    </>
  );
}
