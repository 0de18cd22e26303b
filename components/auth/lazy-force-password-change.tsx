"use client";
// The form loads lazily (spec route table): only people sent here download it.
import dynamic from "next/dynamic";

export const LazyForcePasswordChange = dynamic(
  () => import("./force-password-change-form").then((m) => m.ForcePasswordChangeForm),
  {
    ssr: false,
    loading: () => <p className="mt-6 text-slate-600">Loading…</p>,
  },
);
