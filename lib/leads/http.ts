import "server-only";
// How the lead route handlers answer: 201 {id} with the thank-you page's one-time flag, or the
// refusal's status with {error, code, fieldErrors}.
import { NextResponse } from "next/server";
import { z } from "zod";
import { serverEnv } from "@/lib/env";
import { thankYouFlagCookie, type ThankYouFlag } from "@/lib/flags/thank-you-flags";
import { readJson } from "@/lib/http/responses";
import type { SubmissionResult } from "./submit";

/** The JSON body (415/413/400 for a wrong type, an oversized or a malformed body). */
export function readLeadBody(request: Request): Promise<unknown> {
  return readJson(request, z.unknown());
}

export function secureCookies(headers: Headers, url?: string): boolean {
  return (
    (url ? new URL(url).protocol === "https:" : false) ||
    headers.get("x-forwarded-proto") === "https" ||
    serverEnv().SITE_URL.startsWith("https:")
  );
}

export function leadResponse(
  request: Request,
  result: SubmissionResult,
  flag: ThankYouFlag,
): NextResponse {
  const noStore = { "Cache-Control": "no-store" };
  if (!result.ok) {
    return NextResponse.json(
      {
        error: result.message,
        code: result.code,
        ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
      },
      { status: result.status, headers: noStore },
    );
  }
  const response = NextResponse.json({ id: result.id }, { status: 201, headers: noStore });
  const cookie = thankYouFlagCookie(flag, secureCookies(request.headers, request.url));
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}
