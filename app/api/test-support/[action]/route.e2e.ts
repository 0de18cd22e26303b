// POST /api/test-support/:action – browser-test helpers (change a role, flag a password change,
// read the newest outbox email to an address).
// Answers 404 unless the server was started with E2E_TEST_HOOKS=1 (only scripts/e2e-server.mjs).
import { NextResponse } from "next/server";
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { emailOutbox, user } from "@/db/schema";
import { testHooksEnabled } from "@/lib/env";
import { AppError, handle, readJson } from "@/lib/http/responses";

const body = z.object({
  email: z.string().email(),
  role: z.enum(["member", "teacher", "admin"]).optional(),
});

export const POST = handle(
  "test-support",
  async (request: Request, context: { params: Promise<{ action: string }> }) => {
    if (!testHooksEnabled()) throw new AppError(404, "Not found.");
    const { action } = await context.params;
    const input = await readJson(request, body);
    const db = await getDb();
    const email = input.email.toLowerCase();
    if (action === "set-role" && input.role) {
      await db.update(user).set({ role: input.role }).where(eq(user.email, email));
    } else if (action === "require-password-change") {
      await db.update(user).set({ mustChangePassword: true }).where(eq(user.email, email));
    } else if (action === "latest-email") {
      // The newest outbox email to an address, so browser tests can follow links sent by email.
      const [latest] = await db
        .select({
          kind: emailOutbox.kind,
          subject: emailOutbox.subject,
          text: emailOutbox.textBody,
          ics: emailOutbox.icsContent,
        })
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = ${email}`)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      return NextResponse.json({ email: latest ?? null });
    } else {
      throw new AppError(404, "Not found.");
    }
    return NextResponse.json({ ok: true });
  },
);
