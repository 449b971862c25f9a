// The enquiry page's header (spec doc 1 §2): logo and name (a link home), dark-mode toggle, the demo
// user's name and e-mail with Logout (back to /), or a Sign In button.
import { Logo } from "../../../components/logo";
import { ThemeToggle } from "../../../components/theme-toggle";
import type { DemoUser } from "../demo-user";

type Props = { user: DemoUser | null; onSignIn: () => void; onLogout: () => void };

const buttonClass =
  "rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

export function EnquiryHeader({ user, onSignIn, onLogout }: Props) {
  return (
    <header className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <div className="flex flex-wrap items-center gap-3">
          <ThemeToggle />
          {user ? (
            <>
              <span className="text-sm">
                <span className="font-medium">{user.name}</span> <span className="text-slate-600 dark:text-slate-400">{user.email}</span>
              </span>
              <button type="button" onClick={onLogout} className={`${buttonClass} border border-slate-300 dark:border-slate-700`}>
                Logout
              </button>
            </>
          ) : (
            <button type="button" onClick={onSignIn} className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}>
              Sign In
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
