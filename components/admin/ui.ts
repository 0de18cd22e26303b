// Class names shared by the admin area's forms and tables, so every control looks and focuses alike.
export const inputClass = "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink";
export const labelClass = "mb-1 block text-sm font-medium text-slate-800";
export const cardClass = "rounded-2xl border border-brand-100 bg-white p-5 shadow-sm";
export const smallButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";
export const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
