/** @jest-environment jsdom */
// Mind Match can hydrate a server frame as it is. Today its route loads it in the browser only
// (app/(play)/student-apps/mind-match/loader.tsx), but GAMES.md asks for a server-rendered first
// frame, and then whether the browser can speak must not change the first render: the "Read words
// aloud" switch appears after hydration, never during it (a difference makes React throw the
// server's board away and draw it again on a slow phone).
import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { MindMatchGame } from "./mind-match-game";

afterEach(() => removeSpeech());

it("hydrates without a mismatch, then offers to read the words aloud", async () => {
  removeSpeech();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<MindMatchGame />);
  document.body.append(container);
  expect(screen.queryByRole("switch", { name: /read words aloud/i })).toBeNull();

  installSpeech([{ name: "Samantha", lang: "en-US", localService: true }]);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <MindMatchGame />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
    await Promise.resolve();
  });
  expect(mismatches).toEqual([]);
  expect(screen.getByRole("switch", { name: /read words aloud/i })).toBeInTheDocument();
});
