// The contact form (spec doc 1 §4): name and e-mail prefilled from the signed-in user; signed out,
// a `Please login first` banner shows for 1.5 s and the visitor goes to /signin without sending,
// and back to the form afterwards, where the typed message waits (contact-draft.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState, type FormEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  CONTACT_TEXTS,
  contactMessageSchema,
  type ContactMessage,
  type ContactSubject,
} from "../../../../shared/contact";
import { cx } from "../../../lib/cx";
import { SignInPrompt, useAuth } from "../../auth/public";
import { sendFailureText } from "../api/send-failure-text";
import { useSendMessage } from "../api/send-message";
import { clearContactDraft, readContactDraft, saveContactDraft } from "../contact-draft";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { useHydrated } from "../../../hooks/use-hydrated";

/** The form's own values: the subject is empty until one is chosen, which the schema rejects. */
type ContactFormValues = Omit<ContactMessage, "subject" | "phoneNumber"> & { subject: ContactSubject | ""; phoneNumber: string };

type Outcome = { kind: "success" | "error"; text: string } | null;

const resolver = zodResolver(contactMessageSchema) as unknown as Resolver<ContactFormValues, unknown, ContactMessage>;

function emptyValues(user: { name: string; email: string } | null): ContactFormValues {
  return { name: user?.name ?? "", email: user?.email ?? "", phoneNumber: "", subject: "", message: "" };
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
  const send = useSendMessage();
  const hydrated = useHydrated();
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
      {/* Disabled in the server's markup: this form hydrates after the page (it is lazy), and what
          is typed before then would be lost, or a press of Send would submit it natively. */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        {/* A fieldset is a group, and a group needs a name (WCAG 4.1.2, HTML_CodeSniffer H91/H71). */}
        <legend className="sr-only">Your name, contact details and message</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" required error={errors.name?.message}>
            {(field) => (
              <Input size="md" {...field} {...form.register("name")} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} />
            )}
          </Field>
          <Field label="Email" required error={errors.email?.message}>
            {(field) => <Input size="md" {...field} {...form.register("email")} type="email" autoComplete="email" />}
          </Field>
          <Field label="Phone (optional)" error={errors.phoneNumber?.message}>
            {(field) => (
              <Input
                size="md"
                {...field}
                {...form.register("phoneNumber")}
                type="tel"
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
              />
            )}
          </Field>
          <Field label="Subject" required error={errors.subject?.message}>
            {(field) => (
              <Select size="md" {...field} {...form.register("subject")} options={CONTACT_SUBJECTS}>
                <option value="">Select a subject</option>
              </Select>
            )}
          </Field>
        </div>
        <Field label="Message" required error={errors.message?.message}>
          {(field) => <Textarea size="md" {...field} {...form.register("message")} rows={5} maxLength={CONTACT_LIMITS.message} />}
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? CONTACT_TEXTS.sending : "Send Message"}
          </Button>
          <p
            role="status"
            className={cx(
              "text-sm font-medium",
              outcome?.kind === "error" ? "text-red-700 dark:text-red-400" : "text-teal-700 dark:text-teal-300",
            )}
          >
            {outcome?.text}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
