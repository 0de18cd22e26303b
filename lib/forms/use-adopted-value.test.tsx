/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useState, useSyncExternalStore, type ReactElement } from "react";
import { useAdoptedValue } from "./use-adopted-value";

type Values = { name: string; subject: string; homeSchooled: boolean; method: string };
const noop = () => () => {};
const empty: Values = { name: "", subject: "", homeSchooled: false, method: "email" };

/** A form like ours: controlled fields, one state object, and a render after hydration. */
function Form({ adopting = true }: { adopting?: boolean }) {
  const [values, setValues] = useState(empty);
  // As components/forms/fields.tsx's useHydrated: false while hydrating, then a render with true.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const set = (key: keyof Values) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [key]: value }));
  const nameRef = useAdoptedValue(values.name, set("name"));
  const subjectRef = useAdoptedValue(values.subject, set("subject"));
  const homeRef = useAdoptedValue(values.homeSchooled, set("homeSchooled"));
  const textRef = useAdoptedValue(values.method === "text", (picked) => {
    if (picked) set("method")("text");
  });
  return (
    <form aria-label="Form">
      <label>
        Name
        <input
          ref={adopting ? nameRef : undefined}
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
        />
      </label>
      <label>
        Subject
        <select
          ref={adopting ? subjectRef : undefined}
          value={values.subject}
          onChange={(e) => set("subject")(e.target.value)}
        >
          <option value="">Select a subject</option>
          <option value="billing">Billing</option>
        </select>
      </label>
      <label>
        <input
          ref={adopting ? homeRef : undefined}
          type="checkbox"
          checked={values.homeSchooled}
          onChange={(e) => set("homeSchooled")(e.target.checked)}
        />
        Home-schooled
      </label>
      <label>
        <input
          type="radio"
          name="method"
          checked={values.method === "email"}
          onChange={() => set("method")("email")}
        />
        Email
      </label>
      <label>
        <input
          ref={adopting ? textRef : undefined}
          type="radio"
          name="method"
          checked={values.method === "text"}
          onChange={() => set("method")("text")}
        />
        Text
      </label>
      <output>{hydrated ? JSON.stringify(values) : "server"}</output>
    </form>
  );
}

/** The server's HTML, edited as a person would before the scripts run, then hydrated. */
function hydrateAfterTyping(ui: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  const field = <E extends Element>(selector: string) => container.querySelector(selector) as E;
  field<HTMLInputElement>("input:not([type])").value = "Pat";
  field<HTMLSelectElement>("select").value = "billing";
  field<HTMLInputElement>('input[type="checkbox"]').checked = true;
  container.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!.checked = true;
  return render(ui, { container, hydrate: true });
}

describe("useAdoptedValue: what was typed before hydration", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("becomes the form's state, for text, a select, a box and a radio, and survives the next render", () => {
    hydrateAfterTyping(<Form />);
    expect(JSON.parse(screen.getByRole("status").textContent ?? "")).toEqual({
      name: "Pat",
      subject: "billing",
      homeSchooled: true,
      method: "text",
    });
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Pat");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveValue("billing");
    expect(screen.getByRole("checkbox", { name: "Home-schooled" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Text" })).toBeChecked();
  });

  it("is wiped by the next render without it (the bug it fixes)", () => {
    hydrateAfterTyping(<Form adopting={false} />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Home-schooled" })).not.toBeChecked();
  });
});

describe("useAdoptedValue on a field the client renders", () => {
  function Probe({ adopt, shown }: { adopt: (value: string) => void; shown: boolean }) {
    const [value, setValue] = useState("start");
    const ref = useAdoptedValue(value, adopt);
    return shown ? (
      <input aria-label="Late" ref={ref} value={value} onChange={(e) => setValue(e.target.value)} />
    ) : (
      <button type="button" onClick={() => setValue("changed")}>
        Change
      </button>
    );
  }

  it("adopts nothing when the DOM already shows the state", () => {
    const adopt = jest.fn();
    render(<Probe adopt={adopt} shown />);
    expect(adopt).not.toHaveBeenCalled();
  });

  it("leaves a field shown after the first commit to its state", () => {
    const adopt = jest.fn();
    const { rerender } = render(<Probe adopt={adopt} shown={false} />);
    act(() => screen.getByRole("button", { name: "Change" }).click());
    rerender(<Probe adopt={adopt} shown />);
    expect(screen.getByRole("textbox", { name: "Late" })).toHaveValue("changed");
    expect(adopt).not.toHaveBeenCalled();
  });
});
