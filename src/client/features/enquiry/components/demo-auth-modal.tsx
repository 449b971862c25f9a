// The enquiry page's demo Sign In / Create Account modal: validates, waits 1000 ms and sets a
// local user. It makes no server call and creates no account.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { DEMO_AUTH_DELAY_MS, demoAuthErrors, type DemoAuthMode, type DemoAuthValues } from "../demo-auth-schema";
import type { DemoUser } from "../demo-user";
import { Button } from "../../../components/ui/button";

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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="A demo sign-in for this page: nothing is sent to a server."
      className="w-[min(92vw,26rem)]"
      titleClassName="text-xl"
    >
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        {FIELDS.filter((f) => mode === "signup" || !f.signUpOnly).map((field) => (
          <Field key={field.name} id={`demo-${field.name}`} label={field.label} error={errors[field.name]} announceError>
            {(control) => (
              <Input
                {...control}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(e) => {
                  setValues({ ...values, [field.name]: e.target.value });
                  setErrors({ ...errors, [field.name]: undefined });
                }}
              />
            )}
          </Field>
        ))}
        <Button type="submit" disabled={pending !== null} className="w-full">
          {pending ? "Please wait..." : title}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
        {mode === "signin" ? "No account yet?" : "Already have an account?"}{" "}
        <Button variant="link" onClick={switchMode}>
          {mode === "signin" ? "Create Account" : "Sign In"}
        </Button>
      </p>
      <Dialog.Close
        aria-label="Close"
        className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-slate-200"
      >
        ✕
      </Dialog.Close>
    </Modal>
  );
}
