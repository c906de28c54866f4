// CSV text for a record page's export (RFC 4180): every field quoted when it holds a comma, a
// quote or a line break, quotes doubled, lines ended by CRLF, a byte order mark in front so that
// spreadsheet programs read Burmese as UTF-8. A text field that a spreadsheet would run as a
// formula (it starts with = + - @, a tab or a carriage return) gets a leading apostrophe
// (OWASP "CSV injection"); a plain number ('-1250.00', or grouped as the pages show amounts,
// '-1,250.00') is data, not a formula, and stays as it is.

export type CsvValue = string | number | bigint | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/** One field, quoted and guarded as above. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const line = (fields: readonly CsvValue[]) => fields.map(csvField).join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}

/** Offers `csv` as a download named `filename`. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
