/** One CSV field: quoted when it holds a comma, a quote or a line break; quotes are doubled. */
export const toCsvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * Rows as CSV text (RFC 4180: CRLF between rows). Fields a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) get a leading apostrophe, since log payloads carry user input.
 */
export const toCsv = (rows: ReadonlyArray<readonly string[]>) =>
  rows
    .map((row) =>
      row.map((value) => toCsvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)).join(','),
    )
    .join('\r\n');

/** Hands `text` to the browser as a file download. */
export const downloadTextFile = (
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};
