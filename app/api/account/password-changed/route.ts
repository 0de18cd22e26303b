// GET /api/account/password-changed – after a forced change, lifts the redirect cookie (once the
// database agrees the user is no longer flagged) and sends them home.
import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { MUST_CHANGE_PASSWORD_COOKIE } from "@/lib/proxy/rules";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const user = await getCurrentUser(request.headers);
  const target = new URL(user?.mustChangePassword ? "/force-password-change" : "/", request.url);
  const response = NextResponse.redirect(target, 303);
  if (user && !user.mustChangePassword)
    response.cookies.set(MUST_CHANGE_PASSWORD_COOKIE, "", { path: "/", maxAge: 0 });
  return response;
}
