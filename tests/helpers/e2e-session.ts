// Signs a browser page in without the login form (the accounts e2e tests cover the form itself):
// creates a user in the e2e database and stores a valid token and user as the app does.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { createDb, type Db } from "../../src/infra/db/client.js";
import type { Role } from "../../src/shared/user.js";
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

export async function createSignedInUser(overrides: { role?: Role; email?: string; name?: string; password?: string } = {}) {
  const db = createDb(inject("databaseUrl"));
  try {
    const user = await createUser(db, overrides);
    return { user, token: await tokenFor(user) };
  } finally {
    await db.$disconnect();
  }
}

/** Opens the site once, stores the session in local storage and returns the user. */
export async function signInAs(page: Page, overrides: Parameters<typeof createSignedInUser>[0] = {}) {
  const { user, token } = await createSignedInUser(overrides);
  await page.goto(`${inject("baseUrl")}/`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("authToken", t);
      localStorage.setItem("user", u);
    },
    [token, JSON.stringify({ id: user.id, name: user.name, email: user.email, role: user.role })] as const,
  );
  return user;
}
