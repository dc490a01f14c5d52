// OWASP "CSV Injection": a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return
// hiding one) as a formula. Text cells starting with one are prefixed with a single quote, which spreadsheets
// show as text. Numbers are written as numbers and never reach this (a negative amount stays a number).

const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
