"use client";
// The Start Here consultation modal, opened by ?open=consultation: the calendar booking
// (consultation-booking.tsx) and what to expect.
import { Suspense, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { ConsultationBookingView, useConsultationBooking } from "./consultation-booking";
import { useOpenParam } from "./use-open-param";
import { WhatToExpect } from "./what-to-expect";

export function StartHereConsultationModal() {
  return (
    <Suspense fallback={null}>
      <ConsultationModal />
    </Suspense>
  );
}

function ConsultationModal() {
  const { open, close } = useOpenParam("consultation");
  const [booked, setBooked] = useState(false);
  const booking = useConsultationBooking(open, () => setBooked(true));

  // Closing by any route (button, Escape, backdrop, Back) starts the next opening afresh.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setBooked(false);
  }

  return (
    <>
      <Dialog
        open={open && !booked}
        onClose={() => {
          // Closing after a booking must not undo the navigation to the thank-you page.
          if (!booked) close();
        }}
        title="Book your free 30-minute consultation"
        description="Pick a day and time that suits you. All times are Mountain Time (MT)."
        size="xl"
      >
        <div className="space-y-6">
          <ConsultationBookingView booking={booking} />
          <WhatToExpect headingId="start-here-what-to-expect" />
        </div>
      </Dialog>
      {booking.toastRegion}
    </>
  );
}
