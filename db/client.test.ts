import {
  getDatabase,
  getDb,
  replaceDatabaseForTests,
  type AppDatabase,
  type DatabaseHandle,
} from "./client";

function fakeHandle(): DatabaseHandle {
  return {
    db: {} as AppDatabase,
    kind: "pglite",
    close: () => Promise.resolve(),
    exclusively: (_lockKey, fn) => fn(),
  };
}

afterEach(() => jest.restoreAllMocks());

describe("replaceDatabaseForTests", () => {
  it("makes getDatabase() and getDb() answer with the test database until restored", async () => {
    const outer = fakeHandle();
    const inner = fakeHandle();
    const restoreOuter = replaceDatabaseForTests(outer);
    expect(await getDatabase()).toBe(outer);
    const restoreInner = replaceDatabaseForTests(inner);
    expect(await getDb()).toBe(inner.db);
    restoreInner();
    expect(await getDb()).toBe(outer.db);
    restoreOuter();
  });

  it("is refused outside tests, so a server can never be pointed at another database", async () => {
    const inPlace = fakeHandle();
    const restore = replaceDatabaseForTests(inPlace);
    jest.replaceProperty(process.env, "NODE_ENV", "production");
    expect(() => replaceDatabaseForTests(fakeHandle())).toThrow(/tests only/);
    expect(await getDatabase()).toBe(inPlace);
    restore();
  });
});
