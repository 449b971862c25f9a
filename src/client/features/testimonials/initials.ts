// The initials shown when a person's photo fails to load, and their background colour.

// Dark enough for white initials in both themes (at least 4.5:1).
const BACKGROUNDS = ["bg-indigo-600", "bg-teal-700", "bg-rose-700", "bg-amber-700", "bg-violet-700", "bg-sky-700", "bg-emerald-700"];

/** First and last initial: "Priya Sharma" → "PS", "Meera" → "M". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** The same name always gets the same colour. */
export function initialsBackground(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BACKGROUNDS[hash % BACKGROUNDS.length] ?? "bg-indigo-600";
}
