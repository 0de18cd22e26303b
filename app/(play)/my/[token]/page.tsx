import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { openPersonalPage } from "@/activities/assignments/page-access";
import { PersonalPage } from "@/activities/assignments/personal-page";
import { SlowDown } from "@/activities/assignments/slow-down";
import { personalPage } from "@/activities/assignments/store";

export const metadata: Metadata = {
  title: "My activities",
  robots: { index: false, follow: false },
};

export default async function MyPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { db, allowed, today } = await openPersonalPage();
  if (!allowed) return <SlowDown />;
  const page = await personalPage(db, token, today);
  // An unknown or replaced link is a 404 with the child pages' own not-found page.
  if (!page) return notFound();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PersonalPage token={token} page={page} />
    </div>
  );
}
