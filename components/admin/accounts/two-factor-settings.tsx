"use client";
// Turning two-factor sign-in on (password, then a QR code or the setup key into an authenticator
// app, then a code to confirm), and off or new recovery codes once it is on.
import { buttonClasses } from "@/components/ui/button";
import { useState, type FormEvent, type ReactNode } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { useRouter } from "next/navigation";
import { twoFactorQrCodeAction } from "@/lib/auth/two-factor/two-factor-actions";
import { authClient } from "@/lib/auth/client";
import { setupKeyOf, twoFactorError } from "./two-factor-messages";
import { inputClass, labelClass } from "../ui";
import { SubmitError } from "@/components/forms/fields";

type Setup = { totpURI: string; backupCodes: string[]; qrSvg: string | null };

function SetupQrCode({ svg }: { svg: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn on the server for this one page; nothing for next/image to optimise
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code for your authenticator app"
      width={192}
      height={192}
      className="mt-2 rounded-lg border border-slate-200 bg-white"
      data-testid="setup-qr-code"
    />
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div>
      <p className="text-sm font-medium">
        Recovery codes: keep them somewhere safe. Each works once if you lose your phone.
      </p>
      <ul
        className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PasswordStep({
  id,
  label,
  submitLabel,
  danger,
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (password: string) => Promise<string | null>;
}) {
  const [password, setPassword] = useState("");
  const passwordRef = useAdoptedValue(password, setPassword);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(await onSubmit(password).finally(() => setPending(false)));
    setPassword("");
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={submitLabel}>
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          ref={passwordRef}
          id={id}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={`${inputClass} max-w-sm`}
        />
      </div>
      <SubmitError message={error} />
      <button
        type="submit"
        disabled={pending}
        className={buttonClasses(danger ? "danger" : "primary", "", "compact")}
      >
        {pending ? "Please wait..." : submitLabel}
      </button>
    </form>
  );
}

export function TwoFactorSettings({
  enabled,
  canDisable,
}: {
  enabled: boolean;
  canDisable: boolean;
}) {
  const router = useRouter();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const codeRef = useAdoptedValue(code, setCode);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ReactNode>(null);

  if (!enabled && !setup) {
    return (
      <PasswordStep
        id="enable-password"
        label="Your password"
        submitLabel="Set up two-factor sign-in"
        onSubmit={async (password) => {
          const { data, error: failure } = await authClient.twoFactor.enable({ password });
          if (failure || !data || !("totpURI" in data) || !data.totpURI)
            return twoFactorError(failure);
          // Without the picture the key and link below still work, so a failed drawing is not an error.
          const qr = await twoFactorQrCodeAction(data.totpURI).catch(() => null);
          setSetup({
            totpURI: data.totpURI,
            backupCodes: data.backupCodes ?? [],
            qrSvg: qr?.ok ? qr.data : null,
          });
          return null;
        }}
      />
    );
  }

  if (!enabled && setup) {
    const confirm = async (event: FormEvent) => {
      event.preventDefault();
      setError(null);
      const { error: failure } = await authClient.twoFactor.verifyTotp({
        code: code.replace(/\s+/g, ""),
      });
      if (failure) return setError(twoFactorError(failure));
      setDone(
        "Two-factor sign-in is on. From now on you'll enter a code from your app after your password.",
      );
      router.refresh();
    };
    return (
      <div className="space-y-4">
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>
            Open your authenticator app (for example Google Authenticator, Microsoft Authenticator
            or 1Password) and add an account.
          </li>
          {setup.qrSvg ? (
            <li>
              Scan this QR code with the app:
              <SetupQrCode svg={setup.qrSvg} />
            </li>
          ) : null}
          <li>
            {setup.qrSvg ? "Or enter this setup key by hand: " : "Enter this setup key by hand: "}
            <code
              className="rounded bg-slate-100 px-2 py-1 font-mono text-base select-all"
              data-testid="setup-key"
            >
              {setupKeyOf(setup.totpURI)}
            </code>{" "}
            or, on this phone,{" "}
            <a href={setup.totpURI} className="text-brand-700 font-medium underline">
              open it in your authenticator app
            </a>
            .
          </li>
          <li>Type the 6-digit code the app shows to confirm.</li>
        </ol>
        <RecoveryCodes codes={setup.backupCodes} />
        <form onSubmit={confirm} className="space-y-3" aria-label="Confirm two-factor sign-in">
          <div>
            <label htmlFor="confirm-code" className={labelClass}>
              6-digit code
            </label>
            <input
              ref={codeRef}
              id="confirm-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              className={`${inputClass} max-w-40 font-mono tracking-widest`}
            />
          </div>
          <SubmitError message={error} />
          <button type="submit" className={buttonClasses("primary", "", "compact")}>
            Turn on two-factor sign-in
          </button>
        </form>
        {done ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
            {done}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
        Two-factor sign-in is on for your account.
      </p>
      <div>
        <h3 className="mb-2 font-semibold">New recovery codes</h3>
        <PasswordStep
          id="codes-password"
          label="Your password"
          submitLabel="Make new recovery codes"
          onSubmit={async (password) => {
            const { data, error: failure } = await authClient.twoFactor.generateBackupCodes({
              password,
            });
            if (failure || !data) return twoFactorError(failure);
            setCodes(data.backupCodes);
            return null;
          }}
        />
        {codes ? (
          <div className="mt-3">
            <RecoveryCodes codes={codes} />
          </div>
        ) : null}
      </div>
      <div>
        <h3 className="mb-2 font-semibold">Turn it off</h3>
        {canDisable ? (
          <PasswordStep
            id="disable-password"
            label="Your password"
            submitLabel="Turn off two-factor sign-in"
            danger
            onSubmit={async (password) => {
              const { error: failure } = await authClient.twoFactor.disable({ password });
              if (failure) return twoFactorError(failure);
              router.refresh();
              return null;
            }}
          />
        ) : (
          <p className="text-sm text-slate-700">
            Two-factor sign-in is required for admins, so it can&apos;t be turned off here.
          </p>
        )}
      </div>
    </div>
  );
}
