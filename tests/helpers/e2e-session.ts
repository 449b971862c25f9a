// Signs a browser in without the login form (the accounts e2e tests cover the form, once per role):
// creates a user in the e2e database, signs a token for it as the server does, and stores both as
// the app does (`authToken` and `user` in local storage), for a context's `storageState`.
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { createDb, type Db } from "../../src/infra/db/client.js";
import type { Role } from "../../src/shared/user.js";
import { gotoReady } from "./browser.js";
import { createUser, tokenFor } from "./factories.js";

/** The e2e database for the enclosing describe block: connected before its tests, closed after them. */
export function useE2eDatabase(): { readonly db: Db } {
  let db: Db | undefined;
  beforeAll(() => {
    db = createDb(inject("databaseUrl"));
  });
  afterAll(async () => {
    await db?.$disconnect();
  });
  return {
    get db() {
      if (!db) throw new Error("useE2eDatabase: the database exists inside tests and hooks only");
      return db;
    },
  };
}

type UserOverrides = { role?: Role; email?: string; name?: string; password?: string };
type SessionUser = Awaited<ReturnType<typeof createUser>>;
/** What the app keeps of its user. */
type StoredUser = Pick<SessionUser, "id" | "name" | "email" | "role">;
type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** A signed-in user: the row, its token, and the local storage that holds the session. */
export type Session = { user: SessionUser; token: string; storageState: StorageState };

/** The session as the app stores it (lib/stored-auth.ts). */
function sessionItems(user: StoredUser, token: string): Record<string, string> {
  return { authToken: token, user: JSON.stringify({ id: user.id, name: user.name, email: user.email, role: user.role }) };
}

/** A `storageState` with these local-storage items on the site's origin. */
function withLocalStorage(items: Record<string, string>): StorageState {
  return {
    cookies: [],
    origins: [{ origin: inject("baseUrl"), localStorage: Object.entries(items).map(([name, value]) => ({ name, value })) }],
  };
}

export async function createSignedInUser(overrides: UserOverrides = {}): Promise<Session> {
  const db = createDb(inject("databaseUrl"));
  try {
    const user = await createUser(db, overrides);
    const token = await tokenFor(user);
    return { user, token, storageState: withLocalStorage(sessionItems(user, token)) };
  } finally {
    await db.$disconnect();
  }
}

/** `session`'s storage state with more local-storage items (a chosen job, a draft). */
export function sessionStateWith(session: { user: StoredUser; token: string }, items: Record<string, string>): StorageState {
  return withLocalStorage({ ...sessionItems(session.user, session.token), ...items });
}

/**
 * One signed-in user for the enclosing describe block, created before its tests: pass
 * `session.storageState` to a new context (or page) to open it signed in. For tests that neither
 * end the session nor need a user of their own.
 */
export function useSession(overrides: UserOverrides = {}): Session {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await createSignedInUser(overrides);
  });
  const current = () => {
    if (!session) throw new Error("useSession: the session exists inside tests and hooks only");
    return session;
  };
  return {
    get user() {
      return current().user;
    },
    get token() {
      return current().token;
    },
    get storageState() {
      return current().storageState;
    },
  };
}

/**
 * Puts `page` on the site without loading the app (a plain-text file of the origin), so a test can
 * write local storage before the app's first load reads it.
 */
export async function openSiteStorage(page: Page): Promise<void> {
  if (new URL(page.url()).origin !== new URL(inject("baseUrl")).origin) await page.goto(`${inject("baseUrl")}/robots.txt`);
}

/** Stores `session` in the local storage of the page's site, replacing any session there. */
export async function storeSession(page: Page, session: { user: StoredUser; token: string }): Promise<void> {
  await openSiteStorage(page);
  await page.evaluate(
    (items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    sessionItems(session.user, session.token),
  );
}

/** Opens the site once (on `/`, ready), stores a new user's session in local storage and returns the user. */
export async function signInAs(page: Page, overrides: UserOverrides = {}) {
  const { user, token } = await createSignedInUser(overrides);
  await gotoReady(page, `${inject("baseUrl")}/`);
  await storeSession(page, { user, token });
  return user;
}
