/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { defaultSettings } from "@/games/place-value-showdown/settings";
import {
  PlaceValueShowdownWorksheet,
  worksheetRounds,
  worksheetRoundsOf,
} from "../place-value-showdown/worksheet";
import { RebuildWorksheet } from "../rebuild/rebuild-worksheet";
import { SortCategoriesWorksheet } from "../sort-categories/worksheet";
import { WhackAMoleWorksheet } from "../whack-a-mole/worksheet";
import { worksheetAnswerKey } from "./worksheet-answer-key";
import { activityDraftSchema } from "@/activities/schemas";

describe("printable worksheets", () => {
  it("Place Value Showdown: six rounds of the activity's places and goals, the same on every print", () => {
    const settings = { ...defaultSettings, places: 4 as const, goal: "mix" as const };
    const { container, unmount } = render(<PlaceValueShowdownWorksheet settings={settings} />);
    const rounds = screen.getAllByRole("listitem");
    expect(rounds).toHaveLength(worksheetRounds);
    expect(
      within(rounds[0]!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Th", "H", "T", "O"]);
    expect(rounds[0]).toHaveTextContent("Build the greater number.");
    expect(rounds[1]).toHaveTextContent("Build the smaller number.");
    const first = container.innerHTML;
    unmount();
    expect(render(<PlaceValueShowdownWorksheet settings={settings} />).container.innerHTML).toBe(
      first,
    );
  });

  it("Whack A Mole: every word to whack and to skip, with the prompt to circle by", () => {
    render(
      <WhackAMoleWorksheet
        content={{
          source: "own",
          prompt: "Words in the -at family",
          targets: ["cat", "hat"],
          distractors: ["dog", "sit"],
        }}
      />,
    );
    expect(screen.getByText("Words in the -at family")).toBeInTheDocument();
    expect(
      screen
        .getAllByRole("listitem")
        .map((item) => item.textContent)
        .sort(),
    ).toEqual(["cat", "dog", "hat", "sit"]);
  });

  it("Anagram: a word's picture clue is printed beside its scrambled letters, the same on every print", () => {
    const draft = {
      template: "anagram" as const,
      title: "Lesson words",
      content: {
        words: [
          { word: "ship", clue: undefined, picture: "fish" as const },
          { word: "cat", clue: "It says meow" },
        ],
      },
      settings: { keepDigraphs: true },
    };
    const { container, unmount } = render(<RebuildWorksheet title="Lesson words" draft={draft} />);
    const [ship, cat] = screen.getAllByRole("listitem");
    expect(ship!.querySelector("svg")).not.toBeNull();
    expect(cat!.querySelector("svg")).toBeNull();
    expect(cat).toHaveTextContent("(It says meow)");
    const first = container.innerHTML;
    unmount();
    expect(
      render(<RebuildWorksheet title="Lesson words" draft={draft} />).container.innerHTML,
    ).toBe(first);
  });

  it("Sort Categories: picture items appear in the word box as pictures with their names", () => {
    const content = {
      categories: [
        { name: "c", items: [{ picture: "cat" as const }, "cup"] },
        { name: "s", items: [{ picture: "sun" as const }, "sit"] },
      ],
    };
    render(<SortCategoriesWorksheet title="First sounds" content={content} />);
    const box = within(screen.getByRole("list", { name: "Word box" }));
    expect(box.getByRole("img", { name: "picture of a cat" })).toBeInTheDocument();
    expect(box.getByRole("img", { name: "picture of a sun" })).toBeInTheDocument();
    expect(
      box
        .getAllByRole("listitem")
        .map((item) => item.textContent)
        .filter(Boolean)
        .sort(),
    ).toEqual(["cup", "sit"]);
    expect(screen.getByText(/or the name of each picture/)).toBeInTheDocument();
  });
});

describe("worksheet answer keys", () => {
  it("Place Value Showdown: each printed round's number built from its own digits, with its expanded form", () => {
    const settings = { ...defaultSettings, places: 3 as const, goal: "mix" as const };
    const rounds = worksheetRoundsOf(settings);
    render(
      worksheetAnswerKey({
        template: "place-value-showdown",
        title: "Places",
        content: {},
        settings,
      }),
    );
    const lines = screen.getAllByRole("listitem").map((line) => line.textContent);
    expect(lines).toHaveLength(worksheetRounds);
    const [greatest, smallest] = [rounds[0]!, rounds[1]!].map((round) =>
      [...round.digits].sort((a, b) => (round.goal === "smaller" ? a - b : b - a)).join(""),
    );
    expect(rounds[0]!.goal).toBe("greater");
    expect(lines[0]).toMatch(new RegExp(`^${Number(greatest)} = `));
    expect(rounds[1]!.goal).toBe("smaller");
    expect(lines[1]).toMatch(new RegExp(`^${Number(smallest)} = `));
  });

  it("Sort Categories and Whack A Mole: each group's items, and the words to circle", () => {
    const { unmount } = render(
      worksheetAnswerKey({
        template: "sort-categories",
        title: "First sounds",
        content: {
          categories: [
            { name: "c", items: [{ picture: "cat" }, "cup"] },
            { name: "s", items: [{ picture: "sun" }, "sit"] },
          ],
        },
        settings: { sortByHearing: false },
      }),
    );
    expect(screen.getByText("cat, cup")).toBeInTheDocument();
    expect(screen.getByText("sun, sit")).toBeInTheDocument();
    unmount();
    render(
      worksheetAnswerKey(
        activityDraftSchema.parse({
          template: "whack-a-mole",
          title: "At family",
          content: {
            source: "own",
            prompt: "Words in the -at family",
            targets: ["cat", "hat"],
            distractors: ["dog", "sit"],
          },
          settings: { speed: "medium", time: 60 },
        }),
      ),
    );
    expect(screen.getByText("cat, hat")).toBeInTheDocument();
  });

  it("Spinner Wheel: a record of spins has nothing to mark, so no key", () => {
    expect(
      worksheetAnswerKey(
        activityDraftSchema.parse({
          template: "spinner-wheel",
          title: "Spin",
          content: { segments: ["a", "b"] },
          settings: {},
        }),
      ),
    ).toBeNull();
  });
});
