"use client";
// What a parent types before the page wakes up must not be erased (issue 36, point 7). A
// prerendered page paints well before its JavaScript hydrates it (server/responses/paint-first.mjs), and a
// field meanwhile takes typing, picking and ticking. Hydration leaves the field's DOM as it is,
// but a controlled field's state still holds the server's value, so the next render writes that
// value back and the person's words vanish (or the form sends the stale state). React's
// experimental channel replays such edits as change events; the stable React we run does not, so
// this hook does the same: when the field is attached, it hands the value the DOM holds to
// `adopt` if it differs from the rendered one. A field rendered by the client starts equal to its
// state, so nothing happens there. Uncontrolled fields (`defaultValue`, read with FormData) need
// none of this; it is for forms that show live state (a Send button, a counter, a preview).
import { useEffect, useRef, useState, type Ref, type RefCallback } from "react";

export type AdoptableField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the field holds: `checked` for a box or a radio (boolean state), else its value. */
function heldBy<T extends string | boolean>(field: AdoptableField, rendered: T): T {
  return (typeof rendered === "boolean" ? (field as HTMLInputElement).checked : field.value) as T;
}

/**
 * A ref for a controlled field. In the commit that mounts the calling component (hydration, for
 * a page the server rendered), `adopt` receives the field's value (a string) or, for boolean
 * state, whether it is ticked, when the DOM disagrees with `rendered`; never afterwards, so a
 * field shown later, which the client renders from state, is left alone. Several fields of one
 * form may adopt in the same commit, so `adopt` must update state from the latest value
 * (`setValues((v) => ({ ...v, name }))`), not from a value the render captured. `also` is a ref
 * of the caller's own (an object ref, or a stable callback) that gets the field too.
 */
export function useAdoptedValue<T extends string | boolean, E extends AdoptableField>(
  rendered: T,
  adopt: (value: T) => void,
  also?: Ref<E>,
): RefCallback<E> {
  const mounting = useRef(true);
  // Stable, so React attaches it once; a caller's own ref is passed on at every attach.
  const [attach] = useState(() => (field: E | null) => {
    if (typeof also === "function") also(field);
    else if (also) also.current = field;
    if (!field || !mounting.current) return;
    mounting.current = false;
    const held = heldBy(field, rendered);
    if (held !== rendered) adopt(held);
  });
  // Effects run after the mounting commit has attached its refs: from here on, state leads.
  useEffect(() => {
    mounting.current = false;
  }, []);
  return attach;
}
