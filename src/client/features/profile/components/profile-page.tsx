// /profile (doc 1 §2): the stored profile (personal details, education, additional info). With no
// stored profile a toast says so and the page goes to /signin; Sign Out removes the profile.
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { BUTTON_SECONDARY } from "../../../components/button-styles";
import { PageTitle } from "../../../components/page-title";
import { clearStoredProfile, readStoredProfile, safeImageSource, safeWebLink, type StoredProfile } from "../stored-profile";

const NO_PROFILE_TOAST = "No profile found. Please sign in to view your profile.";

export function ProfilePage() {
  const [profile] = useState(() => readStoredProfile());
  const navigate = useNavigate();

  useEffect(() => {
    if (profile) return;
    // A fixed id keeps one toast when the effect runs twice (StrictMode).
    toast.error(NO_PROFILE_TOAST, { id: "profile-missing" });
    void navigate({ to: "/signin", replace: true });
  }, [profile, navigate]);

  if (!profile) return null;

  function signOut() {
    clearStoredProfile();
    toast.success("Signed out successfully!");
    void navigate({ to: "/signin" });
  }

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:py-14">
      <PageTitle title="Profile" />
      <header className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900">
        <ProfilePhoto profile={profile} />
        <div className="min-w-0 max-w-full flex-1 wrap-anywhere">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{profile.name || "Your profile"}</h1>
          <p className="text-slate-600 dark:text-slate-400">{profile.email}</p>
        </div>
        <button type="button" onClick={signOut} className={BUTTON_SECONDARY}>
          Sign Out
        </button>
      </header>

      <Card title="Personal Details">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label="Name">{profile.name}</Item>
          <Item label="Email">{profile.email}</Item>
          <Item label="Phone">{profile.phone}</Item>
          <Item label="Address">{profile.address}</Item>
          <Item label="LinkedIn">{profile.linkedin && <WebLink href={safeWebLink(profile.linkedin)} text={profile.linkedin} />}</Item>
          <Item label="GitHub">{profile.github && <WebLink href={safeWebLink(profile.github)} text={profile.github} />}</Item>
          <Item label="Resume">
            {profile.resume && <WebLink href={safeWebLink(profile.resume, { addScheme: false })} text={profile.resume} label="View Resume" />}
          </Item>
        </dl>
      </Card>

      <Card title="Education">
        <div className="grid gap-4 md:grid-cols-3">
          <EducationCard title="10th">
            <Item label="School">{profile.tenth.school}</Item>
            <Item label="Year">{profile.tenth.year}</Item>
            <Item label="Percentage">{profile.tenth.percentage}</Item>
          </EducationCard>
          <EducationCard title="12th">
            <Item label="School">{profile.twelfth.school}</Item>
            <Item label="Year">{profile.twelfth.year}</Item>
            <Item label="Percentage">{profile.twelfth.percentage}</Item>
          </EducationCard>
          <EducationCard title="Graduation">
            <Item label="College">{profile.graduation.college}</Item>
            <Item label="Degree">{profile.graduation.degree}</Item>
            <Item label="Year">{profile.graduation.year}</Item>
            <Item label="CGPA">{profile.graduation.cgpa}</Item>
          </EducationCard>
        </div>
      </Card>

      <Card title="Additional Information">
        <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{profile.additionalInfo || "Not provided"}</p>
      </Card>
    </section>
  );
}

function ProfilePhoto({ profile }: { profile: StoredProfile }) {
  const [failed, setFailed] = useState(false);
  const source = safeImageSource(profile.photo);
  if (!source || failed) {
    const initial = profile.name.trim()[0]?.toUpperCase() ?? "?";
    return (
      <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-brand-600 text-2xl font-semibold text-white">
        {initial}
      </span>
    );
  }
  return <img src={source} alt={`Photo of ${profile.name || "the user"}`} onError={() => setFailed(true)} className="size-20 rounded-full object-cover" />;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`profile-${title}`} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`profile-${title}`} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EducationCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
      <h3 className="mb-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
      <dl className="space-y-3">{children}</dl>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-800 dark:text-slate-200">{children || "Not provided"}</dd>
    </div>
  );
}

/** A link when the stored value is a safe web address, else the value as text. */
function WebLink({ href, text, label }: { href: string | null; text: string; label?: string }) {
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-indigo-300">
      {label ?? text}
    </a>
  );
}
