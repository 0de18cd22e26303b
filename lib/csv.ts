// CSV that spreadsheets open safely. A cell starting with = + - @, a tab or a carriage return
// would run as a formula (OWASP "CSV Injection"), so such cells get a leading apostrophe; every
// cell is quoted and inner quotes doubled.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** What a report, a lead export or an activity's results put in a cell. */
export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  let text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
