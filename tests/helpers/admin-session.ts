// Sessions for calling admin pages, server actions and route handlers directly, on the database
// the test put in place with testDatabaseForApp (tests/helpers/test-db.ts); next/headers answers
// with the headers of whoever the test acts as. better-auth itself is ESM-only and cannot load
// under jest here, so its session lookup is stood in for by a read of the same session and user
// tables; everything above it (lib/auth/guards.ts, lib/crm/access.ts, the actions and pages) is
// the real code.
import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { session, user } from "@/db/schema";
import type { TestDatabase } from "./test-db";

export const SITE = "http://localhost:3000";

let current = new Headers();

/** jest.mock("next/headers", () => nextHeadersMock) in the test file. */
export const nextHeadersMock = {
  headers: () => Promise.resolve(current),
  cookies: () =>
    Promise.resolve({
      get: () => undefined,
      getAll: () => [],
      set: () => undefined,
      delete: () => undefined,
      has: () => false,
    }),
};

export function actAs(headers: Headers) {
  current = headers;
}

const SESSION_COOKIE = "bp.session_token";

function tokenOf(headers: Headers): string | null {
  const cookie = headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|; )${SESSION_COOKIE.replace(".", "\\.")}=([^;]+)`).exec(cookie);
  return match?.[1] ?? null;
}

/** jest.mock("@/lib/auth/server", () => authServerMock): better-auth's session API, read from the tables. */
export const authServerMock = {
  MUST_CHANGE_PASSWORD_COOKIE: "bp_must_change_password",
  getAuth: () =>
    Promise.resolve({
      api: {
        getSession: async ({ headers }: { headers: Headers }) => {
          const token = tokenOf(headers);
          if (!token) return null;
          const [row] = await (
            await getDb()
          )
            .select({ session, user })
            .from(session)
            .innerJoin(user, eq(session.userId, user.id))
            .where(and(eq(session.token, token), gt(session.expiresAt, new Date())));
          return row ? { session: row.session, user: row.user } : null;
        },
        revokeSession: async ({ body }: { body: { token: string } }) => {
          await (await getDb()).delete(session).where(eq(session.token, body.token));
          return { status: true };
        },
      },
      $context: Promise.resolve({
        password: { hash: (password: string) => Promise.resolve(`test-hash:${password}`) },
      }),
    }),
};

export type Persona = {
  id: string;
  email: string;
  cookie: string;
  headers: (extra?: Record<string, string>) => Headers;
};

let counter = 0;

/** An account with a role and a signed-in session. */
export async function persona(
  handle: TestDatabase,
  role: "member" | "teacher" | "admin",
): Promise<Persona> {
  counter += 1;
  const id = crypto.randomUUID();
  const email = `${role}-${counter}-${id.slice(0, 6)}@example.com`;
  await handle.db.insert(user).values({ id, email, name: `${role} ${counter}`, role });
  const token = crypto.randomBytes(24).toString("base64url");
  await handle.db.insert(session).values({
    id: crypto.randomUUID(),
    token,
    userId: id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const cookie = `${SESSION_COOKIE}=${token}`;
  return {
    id,
    email,
    cookie,
    headers: (extra = {}) =>
      new Headers({ cookie, origin: SITE, host: "localhost:3000", ...extra }),
  };
}

export const anonymous = (): Headers => new Headers({ origin: SITE, host: "localhost:3000" });

export function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

/** The digest Next.js puts on redirect() errors: "NEXT_REDIRECT;replace;<url>;307;". */
export async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2] ?? "";
  }
}
