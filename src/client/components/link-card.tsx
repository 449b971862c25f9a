// A card that is one link: an icon, a title and a line of text, lifting a little on hover.
import { Link } from "@tanstack/react-router";
import type { FileRouteTypes } from "../route-tree.gen";
import { Icon, type IconName } from "./icon";

type LinkCardProps = { to: FileRouteTypes["to"]; icon: IconName; title: string; text: string };

export function LinkCard({ to, icon, title, text }: LinkCardProps) {
  return (
    <Link
      to={to}
      className="block h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500 motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Icon name={icon} />
      </span>
      <span className="mt-4 block text-lg font-semibold text-slate-900 dark:text-white">{title}</span>
      <span className="mt-1 block text-slate-600 dark:text-slate-300">{text}</span>
    </Link>
  );
}
