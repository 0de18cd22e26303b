/** @jest-environment jsdom */
// The Members Login modal against a stand-in for the server's bot check: the real built-in token
// rules (issue, renew, verify with single use and the minimum fill time) on an injected clock.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { BOT_TOKEN_HEADER } from "@/lib/bot-check/actions";
import {
  issueBuiltinToken,
  renewBuiltinToken,
  verifyBotToken,
  type BotCheckConfig,
} from "@/lib/bot-check/server";
import { useBotCheckedSubmit } from "@/lib/bot-check/use-bot-checked-submit";
import { SECURITY_CHECK_FAILED } from "@/lib/auth/messages";
import { LoginModal } from "./login-modal";

const signIn = jest.fn();
jest.mock("@/lib/auth/client", () => ({
  authClient: { signIn: { email: (...args: unknown[]) => signIn(...args) as unknown } },
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const OPENED = new Date("2030-01-07T15:00:00Z");
let serverNow = OPENED;
let nonce = 0;
let config: BotCheckConfig;
const renewalHeaders: (string | null)[] = [];

/** The server's side: GET /api/bot-check issues (or renews) a token at the server's clock. */
async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(
    typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
    "http://localhost",
  );
  const action = url.searchParams.get("action") as "login" | "contact";
  const previous =
    (init?.headers as Record<string, string> | undefined)?.[BOT_TOKEN_HEADER] ?? null;
  renewalHeaders.push(previous);
  const renewed = previous
    ? await renewBuiltinToken(config, action, previous, serverNow, `n${++nonce}`)
    : null;
  const token = renewed ?? issueBuiltinToken(config.secret, action, serverNow, `n${++nonce}`);
  // jsdom has no Response; the hook reads only these two members.
  return { ok: true, json: () => Promise.resolve({ token }) } as unknown as Response;
}

/** The server's side of a submission: the token must verify (and is spent). */
async function tokenAccepted(action: "login" | "contact", headers: Record<string, string>) {
  return (
    await verifyBotToken(config, { action, token: headers[BOT_TOKEN_HEADER], now: serverNow })
  ).ok;
}

beforeAll(() => {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only tests whether jsdom has the method
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only tests whether jsdom has the method
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

beforeEach(() => {
  const spent = new Set<string>();
  config = {
    provider: "builtin",
    secret: "component-test-secret",
    recaptchaMinScore: 0.5,
    minFillMs: 2500,
    spend: (value) => Promise.resolve(spent.has(value) ? false : (spent.add(value), true)),
  };
  serverNow = OPENED;
  renewalHeaders.length = 0;
  signIn.mockReset();
  global.fetch = jest.fn(fakeFetch) as typeof fetch;
});

function fillAndSend(password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "parent@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

it("signs in when a password manager fills and sends the form 300 ms after it opened", async () => {
  signIn.mockImplementation(async (_body: unknown, options: { headers: Record<string, string> }) =>
    (await tokenAccepted("login", options.headers))
      ? { data: { user: {} }, error: null }
      : { data: null, error: { status: 400, message: SECURITY_CHECK_FAILED } },
  );
  const onClose = jest.fn();
  render(<LoginModal open onClose={onClose} />);
  serverNow = new Date(OPENED.getTime() + 300);
  fillAndSend("correct horse battery");
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(screen.queryByRole("alert")).toBeNull();
});

it("accepts an immediate retry after a wrong password", async () => {
  const passwords: string[] = [];
  signIn.mockImplementation(
    async (body: { password: string }, options: { headers: Record<string, string> }) => {
      if (!(await tokenAccepted("login", options.headers)))
        return { data: null, error: { status: 400, message: SECURITY_CHECK_FAILED } };
      passwords.push(body.password);
      return body.password === "right"
        ? { data: { user: {} }, error: null }
        : { data: null, error: { status: 401, code: "INVALID_EMAIL_OR_PASSWORD" } };
    },
  );
  const onClose = jest.fn();
  render(<LoginModal open onClose={onClose} />);
  serverNow = new Date(OPENED.getTime() + 1000);
  fillAndSend("wrong");
  expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password.");
  serverNow = new Date(OPENED.getTime() + 1100);
  fillAndSend("right");
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(passwords).toEqual(["wrong", "right"]);
});

/** A form people type into, on the same submit hook: fill time counts from opening the form. */
function ContactProbe({ save }: { save: () => string | null }) {
  const { error, submit } = useBotCheckedSubmit("contact", "refused");
  const [sent, setSent] = useState(0);
  return (
    <>
      <button
        onClick={() =>
          void submit(async (headers) => {
            if (!(await tokenAccepted("contact", headers))) return "refused";
            setSent((n) => n + 1);
            return save();
          })
        }
      >
        Send
      </button>
      <p>sent {sent}</p>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

it("accepts an immediate retry on a typed form after the save failed: the next token keeps the form's opening time", async () => {
  const save = jest
    .fn<string | null, []>()
    .mockReturnValueOnce("Something went wrong on our side.")
    .mockReturnValue(null);
  render(<ContactProbe save={save} />);
  await waitFor(() => expect(renewalHeaders).toHaveLength(1));
  serverNow = new Date(OPENED.getTime() + 3000);
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side.");
  serverNow = new Date(OPENED.getTime() + 3200);
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => expect(screen.getByText("sent 2")).toBeInTheDocument());
  expect(screen.queryByRole("alert")).toBeNull();
  // The replacement was asked for with the spent token, which is what keeps the opening time.
  expect(renewalHeaders[1]).toEqual(expect.stringMatching(/^contact\./));
});
