// Save = print (spec section 4): a new window with the composed image, print after 300 ms,
// and the window closes itself once printing is done or cancelled.
import { PRINT_DELAY_MS } from "./logic";

type PrintWindow = Pick<Window, "document" | "print" | "close" | "focus" | "addEventListener">;

export type PrintDeps = {
  open: () => PrintWindow | null;
  schedule: (callback: () => void, ms: number) => unknown;
};

const browserDeps = (): PrintDeps => ({
  open: () => window.open("", "_blank"),
  schedule: (callback, ms) => window.setTimeout(callback, ms),
});

/** Returns false when the browser blocked the new window. */
export function printImage(
  dataUrl: string,
  title: string,
  deps: PrintDeps = browserDeps(),
): boolean {
  const win = deps.open();
  if (!win) return false;
  const doc = win.document;
  doc.title = title;
  // Built with DOM calls rather than document.write: no markup is parsed from strings.
  const style = doc.createElement("style");
  style.textContent =
    "@page{margin:10mm}html,body{margin:0;background:#fff}img{display:block;width:100%;height:auto}";
  doc.head.appendChild(style);
  const image = doc.createElement("img");
  image.src = dataUrl;
  image.alt = title;
  doc.body.appendChild(image);
  win.addEventListener("afterprint", () => win.close());
  deps.schedule(() => {
    win.focus();
    win.print();
  }, PRINT_DELAY_MS);
  return true;
}
