import "server-only";
// What a child's personal pages need before they render: the client's per-address limit (the
// pages are public, so a script trying tokens meets it) and today's business date.
import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { clientOf } from "@/lib/http/public-write";
import { businessToday } from "@/lib/practice/business-time";
import { personalPageAllowed } from "./store";

export async function openPersonalPage(): Promise<{
  db: Awaited<ReturnType<typeof getDb>>;
  allowed: boolean;
  today: string;
}> {
  const db = await getDb();
  const now = new Date();
  const client = await clientOf(db, await headers());
  const allowed = await personalPageAllowed(db, client.visitor.network, now);
  return { db, allowed, today: businessToday(now) };
}
