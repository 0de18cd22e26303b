// npm run bench refuses a port something already listens on (scripts/bench/yardstick/port.mjs):
// it would otherwise measure whatever answers there.
import net from "node:net";
import { assertPortFree } from "@/scripts/bench/yardstick/port.mjs";

function listening(): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

it("refuses a port another server listens on, and takes it once that server stops", async () => {
  const other = await listening();
  await expect(assertPortFree(other.port, "the product")).rejects.toThrow(
    `Port ${other.port} is in use, where the bench starts the product`,
  );
  await other.close();
  await expect(assertPortFree(other.port, "the product")).resolves.toBeUndefined();
});
