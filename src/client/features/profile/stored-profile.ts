// The profile the /profile page shows, read from local storage under `userProfile` (doc 1 §3).
// Every field is optional; numbers are shown as typed. Unreadable data counts as no profile.
import { z } from "zod";
import { STORAGE_KEYS } from "../../lib/storage-keys";

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? "" : String(value).trim()));

function record<const K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>;
  return z
    .object(shape)
    .nullish()
    .transform((value) => value ?? (Object.fromEntries(keys.map((key) => [key, ""])) as Record<K, string>));
}

export const storedProfileSchema = z.object({
  name: text,
  email: text,
  phone: text,
  address: text,
  linkedin: text,
  github: text,
  resume: text,
  photo: text,
  tenth: record(["school", "year", "percentage"]),
  twelfth: record(["school", "year", "percentage"]),
  graduation: record(["college", "degree", "year", "cgpa"]),
  additionalInfo: text,
});

export type StoredProfile = z.infer<typeof storedProfileSchema>;

export function readStoredProfile(storage: Storage = localStorage): StoredProfile | null {
  const raw = storage.getItem(STORAGE_KEYS.userProfile);
  if (!raw) return null;
  try {
    const parsed = storedProfileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearStoredProfile(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.userProfile);
}

/**
 * A web link for a stored URL, or null for anything but http(s). `addScheme` turns a bare
 * `linkedin.com/in/x` into `https://…`; a resume's bare file name must stay text.
 */
export function safeWebLink(value: string, { addScheme = true } = {}): string | null {
  if (!value) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(value);
  if (!hasScheme && !addScheme) return null;
  const candidate = hasScheme ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The stored photo as an image source: web links and inline images only. */
export function safeImageSource(value: string): string | null {
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(value)) return value;
  return /^https?:\/\//i.test(value) ? safeWebLink(value) : null;
}
