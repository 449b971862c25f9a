// The line under a code field while a new code may not be requested yet. Not a live region: it
// would be read out every second; the disabled resend button says the rest.
export function ResendCountdown({ secondsLeft }: { secondsLeft: number }) {
  if (secondsLeft === 0) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      You can request a new code in {secondsLeft} second{secondsLeft === 1 ? "" : "s"}.
    </p>
  );
}
