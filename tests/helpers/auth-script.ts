// better-auth is ESM-only and cannot load under jest, so tests that need the real configuration
// (lib/auth/server.ts) run a *.script.ts beside them under tsx, which prints one line
// `RESULT <json>`; this runs such a script on an in-memory database and returns that report.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

export async function authScriptReport<T = Record<string, Record<string, unknown>>>(
  script: string,
  env: Record<string, string> = {},
): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(__dirname, "../integration/auth", script),
    ],
    {
      cwd: path.join(__dirname, "../.."),
      env: {
        ...process.env,
        LOG_LEVEL: "silent",
        DATABASE_URL: "",
        NODE_ENV: "test",
        TRUSTED_PROXY_HOPS: "0",
        ...env,
      },
      timeout: 200_000,
    },
  );
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`${script} printed no RESULT line:\n${stdout}`);
  return JSON.parse(line.slice("RESULT ".length)) as T;
}
