// A LinkedIn or GitHub address as the candidate typed it, opened with https:// when it has none, in
// a new tab.
import { withScheme } from "../../../../shared/input";
import { Icon } from "../../../components/icon";

export function ProfileLink({ href }: { href: string }) {
  return (
    <a
      href={withScheme(href)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1.5 text-brand-700 underline underline-offset-2 dark:text-indigo-300"
    >
      <span className="min-w-0 wrap-anywhere">{href}</span>
      <Icon name="external-link" className="size-4 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
