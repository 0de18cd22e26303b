/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { ActivityPlayer } from "./activity-player";

const submitPlayAction = jest.fn(() =>
  Promise.resolve({ ok: true, message: "Saved! Your teacher can see how you did." }),
);
const startPlayAction = jest.fn(() => Promise.resolve({ ok: true, data: "play-token-1" }));
jest.mock("@/activities/playing/play-actions", () => ({
  startPlayAction: (...args: unknown[]) => startPlayAction(...(args as [])),
  submitPlayAction: (...args: unknown[]) => submitPlayAction(...(args as [])),
}));

const submitAssignedPlayAction = jest.fn(() =>
  Promise.resolve({
    ok: true,
    message: "Saved! This one is done. Your teacher can see how you did.",
  }),
);
const startAssignedPlayAction = jest.fn(() => Promise.resolve({ ok: true, data: "assigned-1" }));
jest.mock("@/activities/assignments/actions", () => ({
  startAssignedPlayAction: (...args: unknown[]) => startAssignedPlayAction(...(args as [])),
  submitAssignedPlayAction: (...args: unknown[]) => submitAssignedPlayAction(...(args as [])),
}));

const draft = {
  template: "anagram" as const,
  title: "Lesson words",
  content: { words: [{ word: "cat", clue: "It says meow" }] },
  settings: { keepDigraphs: true },
};

describe("activity player", () => {
  beforeEach(() => {
    submitPlayAction.mockClear();
    startPlayAction.mockClear();
  });

  it("asks for a nickname only when results are on, then saves the finished play", async () => {
    const user = userEvent.setup();
    render(
      <ActivityPlayer code="AAAAAAAAAAAA" draft={draft} resultsEnabled preview={false} seed={3} />,
    );
    expect(screen.getByText(/Please don't type your surname or your email/)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText("Your first name or a nickname"),
      "sam@example.com{Enter}",
    );
    expect(
      screen.getByText("Please use letters only: a first name or a nickname, no surname or email."),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Your first name or a nickname"));
    await user.type(screen.getByLabelText("Your first name or a nickname"), "Sam{Enter}");
    // The template's game is its own chunk, so it arrives a moment after the player.
    expect(await screen.findByText("Clue: It says meow")).toBeInTheDocument();
    for (const name of ["t, consonant, add", "a, vowel, add", "c, consonant, add"])
      await user.click(screen.getByRole("button", { name }));
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(
      screen.getByText(
        "✗ Not quite: the 1st tile, “t”, is not right. Take it back and try again, or press Show me.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "t, consonant, not right, take back" }),
    ).toHaveAttribute("data-wrong");
    await user.click(screen.getByRole("button", { name: "Show me" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(screen.getByText("You got 0 of 1 right first time.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText("Saved! Your teacher can see how you did.")).toBeInTheDocument(),
    );
    expect(submitPlayAction).toHaveBeenCalledTimes(1);
    expect(submitPlayAction.mock.calls[0]).toEqual([
      "AAAAAAAAAAAA",
      expect.objectContaining({
        nickname: "Sam",
        playToken: "play-token-1",
        score: 0,
        total: 1,
        missedItems: ["cat"],
      }),
    ]);
    // The token came from the play's start, for this link and this nickname.
    expect(startPlayAction.mock.calls).toEqual([["AAAAAAAAAAAA", "Sam"]]);
  });

  it("plays an assignment from a personal link without asking a name, and saves it against the assignment", async () => {
    const user = userEvent.setup();
    const assigned = { token: "T".repeat(24), assignment: "0f8b7c3e-1d2a-4b5c-8d9e-0a1b2c3d4e5f" };
    render(
      <ActivityPlayer
        code="AAAAAAAAAAAA"
        draft={draft}
        resultsEnabled={false}
        preview={false}
        seed={3}
        assigned={assigned}
      />,
    );
    expect(screen.queryByLabelText("Your first name or a nickname")).not.toBeInTheDocument();
    expect(await screen.findByText("Clue: It says meow")).toBeInTheDocument();
    await waitFor(() =>
      expect(startAssignedPlayAction.mock.calls).toEqual([[assigned.token, assigned.assignment]]),
    );
    await user.click(screen.getByRole("button", { name: "Show me" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() =>
      expect(
        screen.getByText("Saved! This one is done. Your teacher can see how you did."),
      ).toBeInTheDocument(),
    );
    expect(startPlayAction).not.toHaveBeenCalled();
    expect(submitPlayAction).not.toHaveBeenCalled();
    expect(submitAssignedPlayAction.mock.calls).toEqual([
      [
        assigned.token,
        assigned.assignment,
        expect.objectContaining({
          playToken: "assigned-1",
          score: 0,
          total: 1,
          missedItems: ["cat"],
        }),
      ],
    ]);
  });

  it("shows a word's picture clue, naming it for screen readers only when the name is not the answer", async () => {
    const words = [{ word: "ship", clue: undefined, picture: "fish" as const }];
    const { container, unmount } = render(
      <ActivityPlayer
        code="AAAAAAAAAAAA"
        draft={{ ...draft, content: { words } }}
        resultsEnabled={false}
        preview
        seed={3}
      />,
    );
    expect(await screen.findByRole("img", { name: "Picture clue: a fish" })).toBeInTheDocument();
    expect(container.querySelector("[data-picture-clue] svg")).not.toBeNull();
    unmount();
    const same = render(
      <ActivityPlayer
        code="AAAAAAAAAAAA"
        draft={{
          ...draft,
          content: { words: [{ word: "cat", clue: "It says meow", picture: "cat" as const }] },
        }}
        resultsEnabled={false}
        preview
        seed={3}
      />,
    );
    expect(await screen.findByText("Clue: It says meow")).toBeInTheDocument();
    const picture = same.container.querySelector("[data-picture-clue]");
    expect(picture?.querySelector("svg")).not.toBeNull();
    expect(picture).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("in Listen, then build, says the word first and keeps the clue until the word is built", async () => {
    const spoken = installSpeech([{ name: "Samantha", lang: "en-US", localService: true }]);
    try {
      const user = userEvent.setup();
      render(
        <ActivityPlayer
          code="AAAAAAAAAAAA"
          draft={{ ...draft, settings: { keepDigraphs: true, dictation: true } }}
          resultsEnabled={false}
          preview
          seed={3}
        />,
      );
      expect(
        await screen.findByText("Listen to the word, then put the tiles in order to spell it."),
      ).toBeInTheDocument();
      expect(screen.queryByText("Clue: It says meow")).toBeNull();
      await user.click(screen.getByRole("button", { name: "Hear the word" }));
      expect(spoken.map((s) => s.text)).toEqual(["cat"]);
      for (const name of ["c, consonant, add", "a, vowel, add", "t, consonant, add"])
        await user.click(screen.getByRole("button", { name }));
      await user.click(screen.getByRole("button", { name: "Check" }));
      expect(screen.getByText("Clue: It says meow")).toBeInTheDocument();
    } finally {
      removeSpeech();
    }
  });

  it("in Listen, then build on a device with no voice, falls back to the clue", async () => {
    render(
      <ActivityPlayer
        code="AAAAAAAAAAAA"
        draft={{ ...draft, settings: { keepDigraphs: true, dictation: true } }}
        resultsEnabled={false}
        preview
        seed={3}
      />,
    );
    expect(await screen.findByText("Clue: It says meow")).toBeInTheDocument();
  });

  it("plays a preview without a nickname and saves nothing", async () => {
    const user = userEvent.setup();
    render(<ActivityPlayer code="AAAAAAAAAAAA" draft={draft} resultsEnabled preview seed={3} />);
    await screen.findByRole("button", { name: "Check" });
    for (const name of ["c, consonant, add", "a, vowel, add", "t, consonant, add"])
      await user.click(screen.getByRole("button", { name }));
    await user.click(screen.getByRole("button", { name: "Check" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(screen.getByText("You got 1 of 1 right first time.")).toBeInTheDocument();
    expect(screen.getByText("This was a preview, so no result was saved.")).toBeInTheDocument();
    expect(submitPlayAction).not.toHaveBeenCalled();
  });
});
