/** @jest-environment jsdom */
import { PREFETCH_ON_INTENT, prefetchOnIntent } from "./prefetch-on-intent";

function link(href: string, marked = true) {
  const a = document.createElement("a");
  a.href = href;
  a.setAttribute("href", href);
  if (marked) a.setAttribute("data-prefetch", PREFETCH_ON_INTENT["data-prefetch"]);
  a.append(document.createElement("span"));
  document.body.append(a);
  return a;
}
const pointerOver = (target: Element) =>
  target.dispatchEvent(new Event("pointerover", { bubbles: true }));

afterEach(() => document.body.replaceChildren());

it("prefetches a marked link once, when a pointer reaches it or it takes focus", () => {
  const prefetch = jest.fn();
  const stop = prefetchOnIntent(document, prefetch);
  const overview = link("/student-apps");
  const home = link("/");
  expect(prefetch).not.toHaveBeenCalled();

  pointerOver(overview.querySelector("span")!);
  pointerOver(overview);
  home.focus();
  expect(prefetch.mock.calls).toEqual([["/student-apps"], ["/"]]);
  stop();
});

it("leaves unmarked links and other sites' addresses to the browser", () => {
  const prefetch = jest.fn();
  const stop = prefetchOnIntent(document, prefetch);
  pointerOver(link("/contact", false));
  pointerOver(link("//example.com/page"));
  pointerOver(link("https://example.com/"));
  expect(prefetch).not.toHaveBeenCalled();
  stop();
});

it("stops listening when asked", () => {
  const prefetch = jest.fn();
  prefetchOnIntent(document, prefetch)();
  pointerOver(link("/student-apps"));
  expect(prefetch).not.toHaveBeenCalled();
});
