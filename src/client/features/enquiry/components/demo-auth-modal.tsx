// The enquiry page's demo Sign In / Create Account modal: validates, waits 1000 ms and sets a
// local user. It makes no server call and creates no account.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { DEMO_AUTH_DELAY_MS, demoAuthErrors, type DemoAuthMode, type DemoAuthValues } from "../demo-auth-schema";
import type { DemoUser } from "../demo-user";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSignedIn: (user: DemoUser) => void };

const EMPTY: DemoAuthValues = { fullName: "", email: "", password: "", confirmPassword: "" };

const FIELDS: { name: keyof DemoAuthValues; label: string; type: string; signUpOnly: boolean; autoComplete: string }[] = [
  { name: "fullName", label: "Full Name", type: "text", signUpOnly: true, autoComplete: "name" },
  { name: "email", label: "Email", type: "email", signUpOnly: false, autoComplete: "email" },
  { name: "password", label: "Password", type: "password", signUpOnly: false, autoComplete: "current-password" },
  { name: "confirmPassword", label: "Confirm Password", type: "password", signUpOnly: true, autoComplete: "new-password" },
];

function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
}

export function DemoAuthModal({ open, onOpenChange, onSignedIn }: Props) {
  const [mode, setMode] = useState<DemoAuthMode>("signin");
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof DemoAuthValues, string>>>({});
  const [pending, setPending] = useState<DemoUser | null>(null);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      onSignedIn(pending);
      setPending(null);
      setValues(EMPTY);
      onOpenChange(false);
    }, DEMO_AUTH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, onSignedIn, onOpenChange]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = demoAuthErrors(mode, values);
    setErrors(found ?? {});
    if (found) return;
    const email = values.email.trim();
    setPending({ name: mode === "signup" ? values.fullName.trim() : nameFromEmail(email), email });
  };

  const switchMode = () => {
    setMode(mode === "signin" ? "signup" : "signin");
    setErrors({});
  };

  const title = mode === "signin" ? "Sign In" : "Create Account";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none dark:bg-slate-900">
          <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            A demo sign-in for this page: nothing is sent to a server.
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-5 space-y-4">
            {FIELDS.filter((f) => mode === "signup" || !f.signUpOnly).map((field) => (
              <div key={field.name}>
                <label htmlFor={`demo-${field.name}`} className="block text-sm font-medium">
                  {field.label}
                </label>
                <input
                  id={`demo-${field.name}`}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={(e) => {
                    setValues({ ...values, [field.name]: e.target.value });
                    setErrors({ ...errors, [field.name]: undefined });
                  }}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `demo-${field.name}-error` : undefined}
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500 dark:border-slate-700 dark:bg-slate-950"
                />
                {errors[field.name] && (
                  <p id={`demo-${field.name}-error`} role="alert" className="mt-1 text-sm text-rose-700 dark:text-rose-400">
                    {errors[field.name]}
                  </p>
                )}
              </div>
            ))}
            <button
              type="submit"
              disabled={pending !== null}
              className="w-full rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
            >
              {pending ? "Please wait..." : title}
            </button>
          </form>
          <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
            {mode === "signin" ? "No account yet?" : "Already have an account?"}{" "}
            <button type="button" onClick={switchMode} className="font-medium text-brand-600 underline dark:text-brand-500">
              {mode === "signin" ? "Create Account" : "Sign In"}
            </button>
          </p>
          <Dialog.Close aria-label="Close" className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-slate-200">
            ✕
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
