// /api/health tells the truth about writes: a database that still answers reads while every
// write fails (a full disk raises SQLSTATE 53100) is reported down, naming the part, on both
// databases. The failure is real: a trigger on the probe table raises it inside the database.
import { sql } from "drizzle-orm";
import { GET } from "@/app/api/health/route";
import { appLifecycle } from "@/server/lifecycle.mjs";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";

jest.setTimeout(120_000);

describe.each(testDatabaseTargets())("GET /api/health on $label", (target) => {
  const database = testDatabaseForApp(target);
  const lifecycle = appLifecycle();

  beforeAll(() => {
    lifecycle.state = "ready";
  });
  afterAll(() => {
    lifecycle.state = "starting";
  });
  afterEach(async () => {
    await database().db.execute(sql.raw(`drop trigger if exists disk_full on health_probe`));
  });

  it("answers 200 when the database reads and writes", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: { kind: database().kind, state: "up" },
    });
  });

  it("answers 503 naming the database's writes when every write fails with a full disk", async () => {
    const { db } = database();
    await db.execute(
      sql.raw(`create or replace function pretend_disk_full() returns trigger language plpgsql as $$
        begin
          raise exception 'could not extend file: No space left on device' using errcode = '53100';
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger disk_full before insert or update on health_probe
        for each row execute function pretend_disk_full()`),
    );
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "error",
      down: "database: write",
      database: { kind: database().kind, state: "down" },
    });
  });
});
