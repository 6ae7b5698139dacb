const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet will not run as a formula: text starting with = + - @ (or a tab or
 * carriage return, which some strip first) gets a leading apostrophe. A plain number such as a
 * negative balance ("-5.00") is left as it is.
 */
export const spreadsheetSafe = (cell: string): string =>
  /^[=+\-@\t\r]/.test(cell) && !plainNumber.test(cell) ? `'${cell}` : cell;
