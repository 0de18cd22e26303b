// A real database error at a chosen step, for fault tests: a trigger on email_outbox that raises
// SQLSTATE 57P01 (what a PostgreSQL restart gives the client) the next `times` times a row is
// updated to `status`, then lets updates through. Works on PGlite and PostgreSQL alike.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";

export async function failOutboxUpdates(
  db: AppDatabase,
  status: string,
  times = 1,
): Promise<() => Promise<void>> {
  // A sequence, because nextval() is not rolled back with the failing statement.
  await db.execute(sql.raw(`drop sequence if exists outbox_fault_count`));
  await db.execute(sql.raw(`create sequence outbox_fault_count`));
  await db.execute(
    sql.raw(`create or replace function outbox_fault() returns trigger language plpgsql as $$
    begin
      if new.status = '${status.replace(/'/g, "")}' and nextval('outbox_fault_count') <= ${Math.trunc(times)} then
        raise exception 'terminating connection due to administrator command' using errcode = '57P01';
      end if;
      return new;
    end $$`),
  );
  await db.execute(sql.raw(`drop trigger if exists outbox_fault on email_outbox`));
  await db.execute(
    sql.raw(
      `create trigger outbox_fault before update on email_outbox for each row execute function outbox_fault()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists outbox_fault on email_outbox`));
  };
}
