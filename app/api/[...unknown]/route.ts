// Any /api/ path without a handler answers as an API does (JSON {error}), not with the HTML page
// meant for people; more specific routes always win over this catch-all.
import { NextResponse } from "next/server";

const API_NOT_FOUND = "There is no API at this address.";

function notFound(): NextResponse {
  return NextResponse.json(
    { error: API_NOT_FOUND },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
