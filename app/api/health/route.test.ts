import { appLifecycle, type LifecycleState } from "@/server/lifecycle.mjs";
import { GET } from "./route";

jest.mock("@/lib/health", () => ({
  checkDatabaseHealth: () =>
    Promise.resolve({ status: "ok", database: { kind: "pglite", state: "up", latencyMs: 1 } }),
}));

describe("GET /api/health", () => {
  const lifecycle = appLifecycle();
  afterEach(() => {
    lifecycle.state = "starting";
  });

  it.each<LifecycleState>(["starting", "failed", "stopping"])(
    "answers 503 while the app is %s",
    async (state) => {
      lifecycle.state = state;
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: state });
    },
  );

  it("answers 200 with the database's state once the app is ready", async () => {
    lifecycle.state = "ready";
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { state: "up" } });
  });
});
