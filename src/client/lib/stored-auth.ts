// Reading and writing the signed-in state in local storage (spec doc 1 §4).
import { publicUserSchema, type PublicUser } from "../../shared/user";
import { LEGACY_TOKEN_KEYS, STORAGE_KEYS } from "./storage-keys";

export type StoredAuth = { token: string; user: PublicUser } | null;

/** Both token and a parseable user → signed in; an unparseable user clears both. */
export function readStoredAuth(storage: Storage = localStorage): StoredAuth {
  const token = storage.getItem(STORAGE_KEYS.authToken);
  const rawUser = storage.getItem(STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    return { token, user: publicUserSchema.parse(JSON.parse(rawUser)) };
  } catch {
    storage.removeItem(STORAGE_KEYS.authToken);
    storage.removeItem(STORAGE_KEYS.user);
    return null;
  }
}

export function writeStoredAuth(auth: NonNullable<StoredAuth>, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.authToken, auth.token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(auth.user));
}

/** Logout: the session, the older token keys and the user's application draft (spec doc 2 §4). */
export function clearStoredAuth(storage: Storage = localStorage): void {
  const keys = [STORAGE_KEYS.authToken, STORAGE_KEYS.user, STORAGE_KEYS.applicationDraft, ...LEGACY_TOKEN_KEYS];
  for (const key of keys) storage.removeItem(key);
}

export function storedToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}
