// Request bodies are read here, on the bytes that actually arrive, before Next sees them: a
// chunked body has no Content-Length to check up front, and Next would buffer up to 10 MB of it.
import http from "node:http";

/** Every form and API body of this site fits easily; lead texts top out near 16 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

export const BODY_TOO_LARGE_MESSAGE =
  "That request is too large. Please shorten what you entered and try again.";

/**
 * The one exemption: a staff photo upload (app/api/site-content/staff-photos) is the photo's own
 * bytes, up to 10 MB. The route answers a photo just over 10 MB in its own words, so the cap here
 * leaves it a little room. Only a POST to that path from someone with a session cookie gets it
 * (the route itself checks that they may edit the site); anyone else keeps the 64 KB cap.
 */
export const PHOTO_UPLOAD_PATH = "/api/site-content/staff-photos";
export const PHOTO_UPLOAD_CAP_BYTES = 10 * 1024 * 1024 + 64 * 1024;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?bp\.session_token=[^;]/;

/** How many body bytes this request may send. */
export function bodyCapFor(req) {
  if (req.method !== "POST") return MAX_BODY_BYTES;
  const path = (req.url ?? "").split("?")[0];
  if (path !== PHOTO_UPLOAD_PATH) return MAX_BODY_BYTES;
  return SESSION_COOKIE.test(req.headers.cookie ?? "") ? PHOTO_UPLOAD_CAP_BYTES : MAX_BODY_BYTES;
}

/** Whether the request carries a body at all (RFC 9112 section 6.3). */
export function hasBody(req) {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  return Number(req.headers["content-length"] ?? "0") > 0;
}

/**
 * Reads the whole body, stopping as soon as it passes maxBytes.
 * @returns {Promise<{ ok: true, bytes: Buffer } | { ok: false }>}
 */
export function readCappedBody(req, maxBytes = MAX_BODY_BYTES) {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > maxBytes) return Promise.resolve({ ok: false });
  return new Promise((resolve, reject) => {
    const chunks = [];
    let total = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk) => {
      total += chunk.length;
      if (total > maxBytes) {
        cleanup();
        req.pause();
        chunks.length = 0;
        resolve({ ok: false });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve({ ok: true, bytes: Buffer.concat(chunks, total) });
    };
    const onError = (error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      if (req.complete) return;
      cleanup();
      reject(new Error("The client went away before sending the whole request."));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/**
 * A request Next can read as usual, carrying a body already read in full. It shares the original's
 * socket (for Next's connection details) and says how long the body is instead of "chunked".
 */
export function replayWithBody(req, bytes) {
  const replay = new http.IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  const headers = { ...req.headers, "content-length": String(bytes.length) };
  delete headers["transfer-encoding"];
  replay.headers = headers;
  replay.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)],
  );
  replay.push(bytes);
  replay.push(null);
  replay.complete = true;
  return replay;
}

/**
 * Closing a connection with unread data makes the kernel reset it, and a client still sending
 * then loses the 413 before reading it. So a refused body is drained for a while (thrown away,
 * nothing kept), then reading stops and the connection waits briefly for the client to hang up.
 */
const DISCARD_BUDGET_BYTES = 1024 * 1024;
const LINGER_MS = 2_000;

/** 413 with a JSON {error}; stops reading the body, then closes the connection. */
export function refuseTooLarge(req, res) {
  const body = JSON.stringify({ error: BODY_TOO_LARGE_MESSAGE });
  res.shouldKeepAlive = false;
  res.writeHead(413, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  });
  // The whole answer goes out now (its length is declared); end() comes once the client is done.
  res.write(body);
  let discarded = 0;
  const close = () => {
    clearTimeout(linger);
    req.off("data", discard);
    if (!res.writableEnded) res.end();
    if (!req.complete) req.socket.destroy();
  };
  const linger = setTimeout(close, LINGER_MS);
  const discard = (chunk) => {
    discarded += chunk.length;
    if (discarded > DISCARD_BUDGET_BYTES) req.pause();
  };
  req.on("data", discard);
  req.once("end", close);
  req.once("close", close);
  req.resume();
}
