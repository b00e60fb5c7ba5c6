// CSV per RFC 4180 (CRLF line ends; a field with a comma, quote, CR or LF is quoted and its quotes
// doubled), made safe for spreadsheets: a cell starting with =, +, -, @ or their fullwidth forms
// (＝ ＋ － ＠, which some apps read as the same), with tab or CR, or with any of these after leading
// white space or separator-like characters (";=1+1" is a formula to an app that splits on ";")
// gets a leading apostrophe so it is shown, never run.
const FORMULA_START = /^[\s;,|\u3000\uff1b\uff0c\uff5c]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
