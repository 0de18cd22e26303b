/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SortCategoriesPlay } from "./play";
import type { Finished } from "../playing/activity-player";

const draft = {
  template: "sort-categories" as const,
  title: "First sounds",
  content: {
    categories: [
      { name: "c", items: [{ picture: "cat" as const }, "cup"] },
      { name: "s", items: [{ picture: "sun" as const }, "sit"] },
    ],
  },
  settings: { sortByHearing: false },
};

describe("Sort Categories play with picture items", () => {
  it("shows pictures as items named by what they show, and sorts them like words", async () => {
    const user = userEvent.setup();
    const onEnd = jest.fn();
    const onDone = jest.fn();
    render(<SortCategoriesPlay draft={draft} seed={4} onEnd={onEnd} onDone={onDone} />);
    const cat = screen.getByRole("button", { name: "picture of a cat" });
    expect(cat.querySelector("svg")).not.toBeNull();
    await user.click(cat);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Picture of a cat chosen. Now choose its group.",
    );
    await user.click(screen.getByRole("button", { name: "Put in s" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "✗ picture of a cat doesn't go in s. Try another group.",
    );
    await user.click(screen.getByRole("button", { name: "Put in c" }));
    expect(
      within(screen.getByRole("list", { name: "In c" })).getByText("picture of a cat"),
    ).toBeInTheDocument();
    for (const [item, group] of [
      ["cup", "c"],
      ["picture of a sun", "s"],
      ["sit", "s"],
    ] as const) {
      await user.click(screen.getByRole("button", { name: item }));
      await user.click(screen.getByRole("button", { name: `Put in ${group}` }));
    }
    // The last item sorted ends the activity: the play is reported before Finish, and only once.
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(
      expect.objectContaining({ score: 3, total: 4, missed: ["cat"] }),
    );
    // What the child chose goes with it: the cat picture first went into s.
    const [[ended]] = onEnd.mock.calls as [[Finished]];
    expect(ended.answers?.[0]).toMatchObject({
      kind: "choice",
      item: "cat",
      right: false,
      chose: "s",
    });
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ score: 3, total: 4, missed: ["cat"] }),
    );
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("takes the first tap after a touch drag, which ends with no click of its own", async () => {
    const user = userEvent.setup();
    render(<SortCategoriesPlay draft={draft} seed={4} onEnd={jest.fn()} onDone={jest.fn()} />);
    // jsdom has neither pointer events nor hit testing: a mouse event stands in for the pointer,
    // and the category under the finger is the s box.
    const pointer = (type: string, x: number) =>
      new MouseEvent(type, { bubbles: true, button: 0, clientX: x, clientY: 10 });
    const sBox = screen.getByRole("list", { name: "In s" }).closest("li")!;
    document.elementsFromPoint = () => [sBox];
    const sit = screen.getByRole("button", { name: "sit" });
    fireEvent(sit, pointer("pointerdown", 0));
    fireEvent(sit, pointer("pointermove", 60));
    fireEvent(sit, pointer("pointerup", 60));
    expect(within(screen.getByRole("list", { name: "In s" })).getByText("sit")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "cup" }));
    expect(screen.getByRole("status")).toHaveTextContent("Cup chosen. Now choose its group.");
  });
});

describe("Sort Categories play, sorting by what you hear", () => {
  const heardDraft = {
    ...draft,
    content: {
      categories: [
        { name: "sh", items: ["ship", "sh", { picture: "fish" as const }] },
        { name: "ch", items: ["chop", "ch"] },
      ],
    },
    settings: { sortByHearing: true },
  };
  let spoken: string[] = [];
  beforeEach(() => {
    spoken = [];
    Object.assign(window, {
      SpeechSynthesisUtterance: class {
        constructor(public text: string) {}
      },
      speechSynthesis: {
        getVoices: () => [{ name: "Test", lang: "en-US", localService: true }],
        cancel: () => {},
        speak: (u: { text: string }) => spoken.push(u.text),
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
  afterEach(() => {
    // Unmounted first: the view stops listening for voices on the speech it was given.
    cleanup();
    Reflect.deleteProperty(window, "speechSynthesis");
    Reflect.deleteProperty(window, "SpeechSynthesisUtterance");
  });

  it("reads a word from its speaker button instead of showing it, and shows it once sorted", async () => {
    const user = userEvent.setup();
    render(<SortCategoriesPlay draft={heardDraft} seed={4} onEnd={jest.fn()} onDone={jest.fn()} />);
    const waiting = screen.getByRole("list", { name: "Items to sort" });
    expect(within(waiting).queryByText("ship")).toBeNull();
    expect(within(waiting).queryByText("chop")).toBeNull();
    // A picture stays a picture and a single sound stays written.
    expect(screen.getByRole("button", { name: "picture of a fish" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "sh" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Word 1" }));
    expect(spoken).toHaveLength(1);
    const word = spoken[0]!;
    expect(["ship", "chop"]).toContain(word);
    expect(screen.getByRole("status")).toHaveTextContent("Word 1 chosen. Now choose its group.");
    const [right, wrong] = word === "ship" ? ["sh", "ch"] : ["ch", "sh"];
    await user.click(screen.getByRole("button", { name: `Put in ${wrong}` }));
    expect(screen.getByRole("status")).toHaveTextContent(
      `✗ word 1 doesn't go in ${wrong}. Try another group.`,
    );
    // H hears the chosen word again.
    fireEvent.keyDown(window, { key: "h" });
    expect(spoken).toEqual([word, word]);
    await user.click(screen.getByRole("button", { name: `Put in ${right}` }));
    expect(screen.getByRole("status")).toHaveTextContent(`✓ Yes! ${word} goes in ${right}.`);
    expect(within(screen.getByRole("list", { name: `In ${right}` })).getByText(word)).toBeVisible();

    // The other word by keyboard: it is now the only heard word left, still word 2.
    screen.getByRole("button", { name: "Word 2" }).focus();
    await user.keyboard("{Enter}");
    expect(spoken).toHaveLength(3);
    expect(spoken[2]).not.toBe(word);
  });

  it("reports which group a heard word was first taken for", async () => {
    const user = userEvent.setup();
    const onEnd = jest.fn();
    render(<SortCategoriesPlay draft={heardDraft} seed={4} onEnd={onEnd} onDone={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Word 1" }));
    const word = spoken[0]!;
    const [right, wrong] = word === "ship" ? ["sh", "ch"] : ["ch", "sh"];
    await user.click(screen.getByRole("button", { name: `Put in ${wrong}` }));
    await user.click(screen.getByRole("button", { name: `Put in ${right}` }));
    for (const [item, group] of [
      ["Word 2", wrong],
      ["sh", "sh"],
      ["ch", "ch"],
      ["picture of a fish", "sh"],
    ] as const) {
      await user.click(screen.getByRole("button", { name: item }));
      await user.click(screen.getByRole("button", { name: `Put in ${group}` }));
    }
    const [[ended]] = onEnd.mock.calls as [[Finished]];
    expect(ended.answers?.find((answer) => answer.item === word)).toMatchObject({
      kind: "choice",
      right: false,
      chose: wrong,
      choseFor: [wrong],
    });
  });

  it("shows the words after all on a device with no voice, beside the no-voice message", () => {
    Reflect.deleteProperty(window, "speechSynthesis");
    render(<SortCategoriesPlay draft={heardDraft} seed={4} onEnd={jest.fn()} onDone={jest.fn()} />);
    expect(screen.getByRole("button", { name: "ship" })).toBeInTheDocument();
    expect(screen.getByText(/This device has no reading voice/)).toBeInTheDocument();
  });
});
