// Class names shared by the admin area's forms and tables, so every control looks and focuses alike
// (buttons: components/ui/button.tsx in its compact size).
export const inputClass =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink";
export const labelClass = "mb-1 block text-sm font-medium text-slate-800";
export const cardClass = "rounded-2xl border border-brand-100 bg-white p-5 shadow-sm";
export const linkClass =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
