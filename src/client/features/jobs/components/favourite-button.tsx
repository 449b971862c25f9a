// The heart that marks a job as a favourite, in this browser tab only (not sent to the server).
import { IconButton } from "../../../components/ui/icon-button";

export function FavouriteButton({ jobTitle, active, onToggle }: { jobTitle: string; active: boolean; onToggle: () => void }) {
  return (
    <IconButton
      variant="bare"
      onClick={onToggle}
      aria-pressed={active}
      aria-label={`Favourite ${jobTitle}`}
      className="rounded-full p-1.5 text-slate-400 hover:bg-rose-50 hover:text-rose-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-rose-950 aria-pressed:text-rose-500"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        aria-hidden="true"
        fill={active ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.1 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 6 3.6 4.5 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </IconButton>
  );
}
