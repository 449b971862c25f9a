// An interview's "Join the meeting" link (a new tab), where the interview has a meeting link.
export function MeetingLink({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline underline-offset-4 dark:text-indigo-300">
      Join the meeting
    </a>
  );
}
