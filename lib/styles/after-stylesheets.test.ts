/** @jest-environment jsdom */
import { afterStylesheets } from "./after-stylesheets";

function stylesheet(media?: string) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = `/_next/static/chunks/${Math.random().toString(36).slice(2)}.css`;
  link.setAttribute("data-precedence", "next");
  if (media) link.media = media;
  document.head.append(link);
  return link;
}

afterEach(() => document.head.replaceChildren());

it("goes ahead at once when every stylesheet already applies", () => {
  stylesheet();
  const then = jest.fn();
  afterStylesheets(then);
  expect(then).toHaveBeenCalledTimes(1);
});

it("waits until every stylesheet still on its way has loaded", () => {
  const first = stylesheet("print");
  const second = stylesheet("print");
  const then = jest.fn();
  afterStylesheets(then);
  first.dispatchEvent(new Event("load"));
  expect(then).not.toHaveBeenCalled();
  second.dispatchEvent(new Event("load"));
  expect(then).toHaveBeenCalledTimes(1);
});

it("does not wait for ever on a stylesheet that failed", () => {
  const link = stylesheet("print");
  const then = jest.fn();
  afterStylesheets(then);
  link.dispatchEvent(new Event("error"));
  expect(then).toHaveBeenCalledTimes(1);
});

it("does nothing once cancelled", () => {
  const link = stylesheet("print");
  const then = jest.fn();
  afterStylesheets(then)();
  link.dispatchEvent(new Event("load"));
  expect(then).not.toHaveBeenCalled();
});
