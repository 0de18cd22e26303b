"use client";
// A labelled choice of one picture from the game art set, with a small preview of the one chosen.
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { KeywordPicture } from "@/games/kit/words/keyword-picture";
import { pictureNames, type PictureName } from "@/games/kit/words/keyword-pictures";

const isPicture = (value: string): value is PictureName =>
  (pictureNames as readonly string[]).includes(value);

type Props = {
  id: string;
  label: string;
  none: string;
  value: string;
  onChange: (value: string) => void;
};

export function PictureSelect({ id, label, none, value, onChange }: Props) {
  const ref = useAdoptedValue(value, onChange);
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">
        {label}
      </label>
      <span className="mt-1 flex items-center gap-2">
        <select
          ref={ref}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-2"
        >
          <option value="">{none}</option>
          {pictureNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {isPicture(value) ? <KeywordPicture name={value} className="h-10 w-10" /> : null}
      </span>
    </div>
  );
}
