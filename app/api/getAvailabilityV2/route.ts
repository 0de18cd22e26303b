// POST /api/getAvailabilityV2 – free consultation slots for a date range (at most 62 days); the
// handler is lib/booking/calendar/availability-request.ts, which the server also calls directly.
import { answerAvailabilityRequest } from "@/lib/booking/calendar/availability-request";

export const dynamic = "force-dynamic";

export const POST = answerAvailabilityRequest;
