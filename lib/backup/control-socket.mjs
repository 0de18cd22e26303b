// While the site runs on the embedded database, the server process owns the data directory, so
// `npm run backup` asks it for the dump over a Unix socket inside that directory
// ($DATA_DIR/control.sock, mode 0600, removed at shutdown). File permissions are the guard: only
// the account that runs the site can connect. The answer is the plain dump (dump.mjs); the
// backup command encrypts it.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";

/** @param {string} dataDir */
export function controlSocketPath(dataDir) {
  return path.join(path.resolve(dataDir), "control.sock");
}

/**
 * @param {{ dataDir: string, dump: (emit: (line: string) => void) => Promise<void>,
 *   onError: (error: unknown) => void }} options
 * @returns {Promise<{ path: string, close: () => Promise<void> }>}
 */
export async function openControlSocket({ dataDir, dump, onError }) {
  const socketPath = controlSocketPath(dataDir);
  // Left by a process that was killed; we hold the data directory's lock, so it is no one's.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on("error", () => socket.destroy());
    socket.once("data", (request) => {
      if (String(request).trim() !== "dump") {
        socket.end();
        return;
      }
      // Lines are buffered by the socket rather than awaited, so the read transaction (which
      // holds PGlite's only connection) ends as soon as the rows are read.
      dump((line) => {
        socket.write(`${line}\n`);
      }).then(
        () => socket.end(),
        (/** @type {unknown} */ error) => {
          onError(error);
          socket.destroy();
        },
      );
    });
  });
  const previousMask = process.umask(0o177);
  try {
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve(undefined));
    });
  } finally {
    process.umask(previousMask);
  }
  fs.chmodSync(socketPath, 0o600);
  const removeOnExit = () => fs.rmSync(socketPath, { force: true });
  process.on("exit", removeOnExit);
  return {
    path: socketPath,
    close: () =>
      new Promise((resolve) => {
        process.off("exit", removeOnExit);
        server.close(() => resolve(undefined));
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/**
 * The running server's dump, line by line.
 * @param {string} dataDir
 * @returns {AsyncGenerator<string>}
 */
export async function* dumpThroughControlSocket(dataDir) {
  const socket = net.createConnection(controlSocketPath(dataDir));
  await new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  socket.write("dump\n");
  const utf8 = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of socket) {
    const lines = (rest + utf8.write(chunk)).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) yield line;
  }
  if (rest) yield rest;
}
