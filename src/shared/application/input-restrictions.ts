// What each restricted input accepts as the user types (spec doc 2 §5 "Input restrictions").
export const MAX_DIGITS_WARNING = "Maximum 10 digits allowed";

function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}

function upperAlphanumeric(value: string, max: number): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, max);
}

export const INPUT_RESTRICTIONS = {
  mobile: (value: string) => digitsOnly(value, 10),
  altMobile: (value: string) => digitsOnly(value, 10),
  graduationYear: (value: string) => digitsOnly(value, 4),
  marks: (value: string) => value.replace(/[^\d.]/g, ""),
  expectedCTC: (value: string) => digitsOnly(value, 8),
  aadhar: (value: string) => digitsOnly(value, 12),
  pan: (value: string) => upperAlphanumeric(value, 10),
  passport: (value: string) => upperAlphanumeric(value, 9),
} as const;

export type RestrictedField = keyof typeof INPUT_RESTRICTIONS;

export function isRestrictedField(name: string): name is RestrictedField {
  return Object.hasOwn(INPUT_RESTRICTIONS, name);
}

/** The phone inputs warn once the number has reached its 10 digits. */
export function phoneDigitsWarning(value: string): string | undefined {
  return value.length >= 10 ? MAX_DIGITS_WARNING : undefined;
}
