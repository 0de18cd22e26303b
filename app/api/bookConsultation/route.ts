// POST /api/bookConsultation – book a Start Here consultation (201 {id}); 409 when the slot is
// taken; sets the one-time consultationConfirmed flag naming the booking.
import { submitBooking } from "@/lib/booking/http";
import { contextOf, readBody, writeResponse } from "@/lib/http/public-write";
import { handle } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const POST = handle("bookConsultation", async (request: Request) => {
  const result = await submitBooking(await readBody(request), contextOf(request));
  return writeResponse(request, result, ({ id, confirmationFlag }) => ({
    status: 201,
    body: { id },
    flag: "consultationConfirmed",
    flagValue: confirmationFlag,
  }));
});
