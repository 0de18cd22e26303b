// The cards around the pond: the prompt, the pause card, what happened on the last cast (with the hint), and
// on small screens a compact strip with the tally and that feedback right above the pond.
import { buttonClasses } from "@/components/ui/button";
import { HearTarget } from "@/games/phonics-words/hear-target";
import { CATCHES_PER_ROUND, type IceFishersState } from "./logic";
import { spokenPrompt } from "./options";

/** What to catch, in large type, with its hear buttons. */
export function PromptBar({ id, state }: { id: string; state: IceFishersState }) {
  return (
    <div
      id={id}
      data-testid="ice-prompt"
      data-set-id={state.set.id}
      className="bg-sun-300 text-brand-950 flex flex-wrap items-center gap-3 rounded-3xl px-5 py-3"
    >
      <p className="text-lg">
        <span className="font-semibold">Level {state.level}. Catch:</span>{" "}
        <strong className="text-2xl">{state.set.prompt}</strong>
      </p>
      <HearTarget set={state.set} spoken={spokenPrompt(state.set.prompt)} className="ml-auto" />
    </div>
  );
}

export function PausedCard({ onResume, takeFocus }: { onResume: () => void; takeFocus: boolean }) {
  return (
    <div
      data-testid="ice-paused"
      className="bg-brand-950/55 absolute inset-0 flex items-center justify-center rounded-3xl"
    >
      <div className="rounded-3xl bg-white p-6 text-center shadow-xl">
        <p className="text-brand-900 text-2xl font-bold">Paused</p>
        <p className="mt-1 text-slate-700">The fish are waiting for you.</p>
        {/* Takes focus only when the player paused from the pond with Escape. */}
        <button
          type="button"
          autoFocus={takeFocus}
          onClick={onResume}
          className={buttonClasses("primary", "mt-4")}
        >
          Resume
        </button>
      </div>
    </div>
  );
}

export function FeedbackCard({ state }: { state: IceFishersState }) {
  const feedback = state.feedback;
  if (!feedback) {
    return (
      <p className="rounded-3xl bg-white p-4 text-slate-700 shadow-sm">
        Read each fish&apos;s word. Cast your line at the ones that match.
      </p>
    );
  }
  const caught = feedback.kind === "caught";
  return (
    <div
      data-testid="ice-feedback"
      className={`rounded-3xl border-2 p-4 shadow-sm ${caught ? "border-emerald-600 bg-emerald-50" : "border-amber-400 bg-amber-50"}`}
    >
      <p className="text-ink flex items-center gap-2 text-lg font-bold">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {caught ? <path d="M5 12l5 5 9-10" /> : <path d="M3 12q3-4 6 0t6 0 6 0" />}
        </svg>
        {caught ? `Caught "${feedback.word}"!` : `"${feedback.word}" swam away.`}
      </p>
      {!caught && feedback.hint ? (
        <p className="mt-1 text-slate-800">Hint: {feedback.hint}</p>
      ) : null}
    </div>
  );
}

export function CompactStatus({ state }: { state: IceFishersState }) {
  const feedback = state.feedback;
  return (
    <div className="flex min-h-16 items-center gap-3 rounded-2xl bg-white px-4 py-2 shadow-sm lg:hidden">
      <p className="text-brand-900 shrink-0 font-semibold">
        Bucket: <span className="text-2xl font-bold">{state.caught.length}</span> of{" "}
        {CATCHES_PER_ROUND}
      </p>
      {feedback ? (
        <p className="text-sm text-slate-800">
          <strong>
            {feedback.kind === "caught"
              ? `Caught "${feedback.word}"!`
              : `"${feedback.word}" swam away.`}
          </strong>
          {feedback.kind === "missed" && feedback.hint ? ` ${feedback.hint}` : null}
        </p>
      ) : null}
    </div>
  );
}
