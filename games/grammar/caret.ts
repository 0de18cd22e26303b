// Where the caret sits inside a textarea, in pixels from its top-left corner, measured with a
// hidden mirror element that copies the textarea's text styles (textareas expose no caret box).
const copiedStyles = [
  "boxSizing",
  "width",
  "paddingTop",
  "paddingRight",
  "paddingBottom",
  "paddingLeft",
  "borderTopWidth",
  "borderRightWidth",
  "borderBottomWidth",
  "borderLeftWidth",
  "fontFamily",
  "fontSize",
  "fontWeight",
  "fontStyle",
  "letterSpacing",
  "wordSpacing",
  "lineHeight",
  "textIndent",
  "textTransform",
  "tabSize",
] as const;

export type CaretBox = { left: number; top: number; height: number };

export function caretCoordinates(textarea: HTMLTextAreaElement, position: number): CaretBox | null {
  if (typeof document === "undefined") return null;
  const style = window.getComputedStyle(textarea);
  const mirror = document.createElement("div");
  for (const name of copiedStyles) mirror.style[name] = style[name];
  mirror.style.position = "absolute";
  mirror.style.visibility = "hidden";
  mirror.style.top = "0";
  mirror.style.left = "-9999px";
  mirror.style.whiteSpace = "pre-wrap";
  mirror.style.overflowWrap = "break-word";
  mirror.textContent = textarea.value.slice(0, position);
  const marker = document.createElement("span");
  // A zero-width space keeps the marker's box on the same line as the caret.
  marker.textContent = textarea.value.slice(position) || "\u200b";
  mirror.appendChild(marker);
  document.body.appendChild(mirror);
  const box = {
    left: marker.offsetLeft,
    top: marker.offsetTop - textarea.scrollTop,
    height: marker.offsetHeight,
  };
  mirror.remove();
  // jsdom and hidden elements measure nothing; the caller then falls back to a free spot.
  return box.height > 0 ? box : null;
}
