// The enquiry page's header (spec doc 1 §2): logo and name (a link home), dark-mode toggle, the demo
// user's name and e-mail with Logout (back to /), or a Sign In button.
import { Logo } from "../../../components/logo";
import { ThemeToggle } from "../../../components/theme-toggle";
import type { DemoUser } from "../demo-user";
import { Button } from "../../../components/ui/button";

type Props = { user: DemoUser | null; onSignIn: () => void; onLogout: () => void };

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
              <Button variant="outline" size="sm" onClick={onLogout}>
                Logout
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={onSignIn}>
              Sign In
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
