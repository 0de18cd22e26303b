"use client";
// Renders a ?open=<name> modal only once a visitor first asks for it, so pages carry the modal's
// code (forms, validation) only on demand. Once mounted it stays, and the modal itself follows
// the parameter as before (Back, shared links, focus return on close).
import { Suspense, useState, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";

function WhenAsked({ name, children }: { name: string; children: ReactNode }) {
  const asked = useSearchParams().get("open") === name;
  const [wanted, setWanted] = useState(asked);
  if (asked && !wanted) setWanted(true);
  return wanted ? children : null;
}

export function OpenOnDemand({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WhenAsked name={name}>{children}</WhenAsked>
    </Suspense>
  );
}
