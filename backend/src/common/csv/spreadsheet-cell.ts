/** Cells a spreadsheet would read as a formula start with one of these; they get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell that a spreadsheet shows as text, never runs as a formula; null is empty. */
export function neutraliseCell(value: string | null): string {
  if (!value) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}
