"use client";
// A site photo (a staff portrait or a page's hero): dropped on the area or chosen with the file
// picker, uploaded at once (the server checks the type by content, strips EXIF and keeps it),
// then the editor picks the point every crop keeps in view by clicking or tapping the preview, or
// with the arrow keys, and sees the crop its purpose gets (a circle, or a wide 3:2 picture). The
// form posts photoId, focusX and focusY (hidden inputs) with the rest of what it saves.
import {
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { Button } from "@/components/ui/button";
import {
  PHOTO_MAX_BYTES,
  PHOTO_UPLOAD_PATH,
  type PhotoPurpose,
} from "@/lib/site-content/photos/formats";
import { previewUrl } from "@/lib/site-content/photos/urls";

export type PickedPhoto = { id: string; revision: number; focusX: number; focusY: number };

const NUDGE = 0.05;
const FINE_NUDGE = 0.01;
const TOO_LARGE = "That photo is larger than 10 MB. Please choose a smaller one.";
const FAILED = "The photo could not be uploaded. Please check your connection and try again.";

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
const percent = (v: number) => `${Math.round(v * 100)}%`;

/** How each purpose's crop is previewed and what the focal point should keep in view. */
const CROPS: Record<PhotoPurpose, { preview: string; keep: string; shape: string }> = {
  portrait: {
    preview: "h-32 w-32 rounded-full",
    keep: "Click or tap the face to keep it in view when the photo is cropped to a circle.",
    shape: "a circle",
  },
  hero: {
    preview: "aspect-[3/2] w-56 rounded-lg",
    keep: "Click or tap what matters most (a face, a book) to keep it in view when the photo is cropped to a wide picture.",
    shape: "a wide picture",
  },
};

export function PhotoPicker({
  purpose,
  initial,
  onUploaded,
}: {
  purpose: PhotoPurpose;
  initial: PickedPhoto | null;
  /** Told when a new photo arrives, so the form can ask for a fresh description. */
  onUploaded: () => void;
}) {
  const [photo, setPhoto] = useState(initial);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const crop = CROPS[purpose];

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return setState({ busy: false, error: TOO_LARGE });
    setState({ busy: true, error: null });
    try {
      const response = await fetch(PHOTO_UPLOAD_PATH, {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: file,
      });
      const answer = (await response.json().catch(() => ({}))) as {
        id?: string;
        revision?: number;
        error?: string;
      };
      if (!response.ok || !answer.id) {
        const error = response.status === 413 ? TOO_LARGE : (answer.error ?? FAILED);
        return setState({ busy: false, error });
      }
      setPhoto({ id: answer.id, revision: answer.revision ?? 1, focusX: 0.5, focusY: 0.5 });
      setState({ busy: false, error: null });
      onUploaded();
    } catch {
      setState({ busy: false, error: FAILED });
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  }

  function pick(event: MouseEvent<HTMLButtonElement>) {
    if (!photo) return;
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" (Enter, Space) has no position: the arrow keys move the point instead.
    if (event.detail === 0 || !box.width || !box.height) return;
    setPhoto({
      ...photo,
      focusX: clamp((event.clientX - box.left) / box.width),
      focusY: clamp((event.clientY - box.top) / box.height),
    });
  }

  function nudge(event: KeyboardEvent<HTMLButtonElement>) {
    if (!photo) return;
    const step = event.shiftKey ? FINE_NUDGE : NUDGE;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPhoto({
      ...photo,
      focusX: clamp(photo.focusX + move[0]),
      focusY: clamp(photo.focusY + move[1]),
    });
  }

  const where = photo
    ? `${percent(photo.focusX)} from the left, ${percent(photo.focusY)} from the top`
    : "";

  return (
    <div className="space-y-3">
      <input type="hidden" name="photoId" value={photo?.id ?? ""} />
      <input type="hidden" name="focusX" value={photo?.focusX ?? 0.5} />
      <input type="hidden" name="focusY" value={photo?.focusY ?? 0.5} />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={`rounded-xl border-2 border-dashed p-4 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-400"}`}
      >
        <p className="text-slate-800">Drop a photo here, or</p>
        <label
          htmlFor={`${id}-file`}
          className="text-brand-700 mt-1 inline-block cursor-pointer font-semibold underline underline-offset-2"
        >
          choose a photo from this device
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          aria-describedby={`${id}-rules`}
          className="sr-only focus-visible:not-sr-only"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <p id={`${id}-rules`} className="mt-1 text-sm text-slate-600">
          JPEG, PNG, WebP or HEIC (iPhone), up to 10 MB. Its location and camera details are removed
          before it is kept.
        </p>
      </div>
      <p role="status" className={state.busy ? "text-sm text-slate-700" : "sr-only"}>
        {state.busy ? "Uploading the photo…" : ""}
      </p>
      {state.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {state.error}
        </p>
      ) : null}
      {photo ? (
        <div className="flex flex-wrap items-start gap-4">
          <div className="max-w-sm">
            <button
              type="button"
              onClick={pick}
              onKeyDown={nudge}
              aria-label="Focal point of the photo"
              aria-describedby={`${id}-focus-hint ${id}-focus-now`}
              className="focus-visible:outline-brand-700 relative block w-full cursor-crosshair overflow-hidden rounded-lg focus-visible:outline-4 focus-visible:outline-offset-2"
              data-testid="focal-point-picker"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- our own route serves it */}
              <img src={previewUrl(photo)} alt="" className="block h-auto w-full" />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute h-8 w-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
                style={{ left: percent(photo.focusX), top: percent(photo.focusY) }}
              />
            </button>
            <p id={`${id}-focus-hint`} className="mt-1 text-sm text-slate-600">
              {crop.keep} With the keyboard, focus the photo and use the arrow keys (Shift for small
              steps).
            </p>
            <p id={`${id}-focus-now`} aria-live="polite" className="text-sm text-slate-800">
              Focal point: {where}.
            </p>
          </div>
          <div>
            <p className="mb-1 text-sm font-medium text-slate-800">
              How the page will crop it ({crop.shape})
            </p>
            {/* eslint-disable-next-line @next/next/no-img-element -- our own route serves it */}
            <img
              src={previewUrl(photo)}
              alt=""
              className={`${crop.preview} object-cover`}
              style={{ objectPosition: `${percent(photo.focusX)} ${percent(photo.focusY)}` }}
            />
            <Button
              variant="ghost"
              size="compact"
              className="mt-2"
              onClick={() => {
                setPhoto(null);
                setState({ busy: false, error: null });
              }}
            >
              Remove photo
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
