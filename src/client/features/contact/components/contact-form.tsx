// The contact form (spec doc 1 §4): name and e-mail prefilled from the signed-in user; signed out,
// a `Please login first` banner shows for 1.5 s and the visitor goes to /signin without sending,
// and back to the form afterwards, where the typed message waits (contact-draft.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState, type FormEvent, type ReactElement } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  CONTACT_TEXTS,
  contactMessageSchema,
  type ContactMessage,
  type ContactSubject,
} from "../../../../shared/contact";
import { BUTTON_PRIMARY } from "../../../components/button-styles";
import { cx } from "../../../components/cx";
import { trpc } from "../../../lib/trpc";
import { useAuth } from "../../auth/auth-provider";
import { SignInPrompt } from "../../auth/components/sign-in-prompt";
import { sendFailureText } from "../api/send-failure-text";
import { clearContactDraft, readContactDraft, saveContactDraft } from "../contact-draft";

/** The form's own values: the subject is empty until one is chosen, which the schema rejects. */
type ContactFormValues = Omit<ContactMessage, "subject" | "phone_number"> & { subject: ContactSubject | ""; phone_number: string };

type Outcome = { kind: "success" | "error"; text: string } | null;

const resolver = zodResolver(contactMessageSchema) as unknown as Resolver<ContactFormValues, unknown, ContactMessage>;

function emptyValues(user: { name: string; email: string } | null): ContactFormValues {
  return { name: user?.name ?? "", email: user?.email ?? "", phone_number: "", subject: "", message: "" };
}

/** The draft typed before signing in, with the user's name and e-mail where it left them blank. */
function initialValues(user: { name: string; email: string } | null): ContactFormValues {
  const draft = readContactDraft();
  const empty = emptyValues(user);
  return draft ? { ...draft, name: draft.name || empty.name, email: draft.email || empty.email } : empty;
}

/** Where the visitor comes back to after signing in. */
const CONTACT_ANCHOR = "/#contact";

export function ContactForm() {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [loginBanner, setLoginBanner] = useState(false);
  const send = trpc.contact.send.useMutation();
  const [defaultValues] = useState(() => initialValues(user));
  const form = useForm<ContactFormValues, unknown, ContactMessage>({ resolver, defaultValues });
  const { errors } = form.formState;

  const typed = useWatch({ control: form.control });
  useEffect(() => saveContactDraft({ ...emptyValues(null), ...typed }), [typed]);

  const submitValid = form.handleSubmit(async (message) => {
    setOutcome(null);
    try {
      await send.mutateAsync(message);
      form.reset(emptyValues(user));
      clearContactDraft();
      setOutcome({ kind: "success", text: CONTACT_TEXTS.success });
    } catch (error) {
      setOutcome({ kind: "error", text: sendFailureText(error) });
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (user) return submitValid(event);
    event.preventDefault();
    setLoginBanner(true);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="space-y-5">
      {loginBanner && <SignInPrompt message={CONTACT_TEXTS.loginRequired} redirect={CONTACT_ANCHOR} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          {(props) => <input {...props} {...form.register("name")} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(props) => <input {...props} {...form.register("email")} type="email" autoComplete="email" />}
        </Field>
        <Field label="Phone (optional)" error={errors.phone_number?.message}>
          {(props) => <input {...props} {...form.register("phone_number")} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} />}
        </Field>
        <Field label="Subject" required error={errors.subject?.message}>
          {(props) => (
            <select {...props} {...form.register("subject")}>
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" required error={errors.message?.message}>
        {(props) => <textarea {...props} {...form.register("message")} rows={5} maxLength={CONTACT_LIMITS.message} />}
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={send.isPending} className={BUTTON_PRIMARY}>
          {send.isPending ? CONTACT_TEXTS.sending : "Send Message"}
        </button>
        <p role="status" className={cx("text-sm font-medium", outcome?.kind === "error" ? "text-red-700 dark:text-red-400" : "text-teal-700 dark:text-teal-300")}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}

const CONTROL_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100";

type ControlProps = {
  id: string;
  className: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean;
};

type FieldProps = {
  label: string;
  required?: boolean;
  error: string | undefined;
  children: (props: ControlProps) => ReactElement;
};

function Field({ label, required = false, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        className: CONTROL_CLASS,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        "aria-required": required,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
