import "server-only";
// Authorization next to the data: every staff page, server action and route handler calls one of
// these, whatever proxy.ts already did.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getAuth } from "./server";
import { serverEnv } from "@/lib/env";
import { AppError } from "@/lib/http/responses";

export type Role = "member" | "teacher" | "admin";
export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  mustChangePassword: boolean;
  sessionId: string;
};

function asRole(value: unknown): Role {
  return value === "admin" || value === "teacher" ? value : "member";
}

/** The signed-in person for this request, or null. Sessions past the absolute timeout end here. */
export async function getCurrentUser(requestHeaders?: Headers): Promise<CurrentUser | null> {
  // headers() first: it marks a page dynamic before anything opens the database, so the build
  // never prerenders (and never connects) for a staff page.
  const hdrs = requestHeaders ?? (await headers());
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: hdrs });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    role?: string;
    mustChangePassword?: boolean;
    disabled?: boolean;
  };
  const absoluteMs = serverEnv().SESSION_ABSOLUTE_DAYS * 24 * 3600 * 1000;
  if (user.disabled || Date.now() - new Date(session.session.createdAt).getTime() > absoluteMs) {
    await auth.api
      .revokeSession({ headers: hdrs, body: { token: session.session.token } })
      .catch(() => undefined);
    return null;
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: asRole(user.role),
    mustChangePassword: Boolean(user.mustChangePassword),
    sessionId: session.session.id,
  };
}

/** For pages: sends the visitor to sign in, to change their password, or home, as needed. */
export async function requirePageRole(roles: Role[], returnTo: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  if (user.mustChangePassword) redirect("/force-password-change");
  if (!roles.includes(user.role)) redirect("/?denied=1");
  return user;
}

/** For server actions and route handlers: throws a 401/403 AppError instead of redirecting. */
export async function requireRole(roles: Role[], requestHeaders?: Headers): Promise<CurrentUser> {
  const user = await getCurrentUser(requestHeaders);
  if (!user) throw new AppError(401, "Please sign in to continue.");
  if (user.mustChangePassword)
    throw new AppError(403, "Please change your password before continuing.");
  if (!roles.includes(user.role)) throw new AppError(403, "You don't have access to this.");
  return user;
}
