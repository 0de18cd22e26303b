/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SortCategoriesPlay } from "./play";

const draft = {
  template: "sort-categories" as const,
  title: "First sounds",
  content: {
    categories: [
      { name: "c", items: [{ picture: "cat" as const }, "cup"] },
      { name: "s", items: [{ picture: "sun" as const }, "sit"] },
    ],
  },
  settings: {},
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
    expect(onEnd).toHaveBeenCalledWith({ score: 3, total: 4, missed: ["cat"] });
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(onDone).toHaveBeenCalledWith({ score: 3, total: 4, missed: ["cat"] });
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
