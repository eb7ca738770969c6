/**
 * What one cell of an exported file holds. Text that a spreadsheet would read as a formula
 * (=, +, -, @, tab, carriage return first; OWASP "CSV injection") gets a leading apostrophe, which
 * Excel, LibreOffice and Sheets show as text and do not evaluate.
 */

/** How a column's values are written: text is neutralised; numbers are numbers in XLSX. */
export type CellType = 'text' | 'number';

export type CellValue = string | null;

/** =, +, -, @, tab, carriage return (a lookup per first character: this runs for every cell). */
const FORMULA_START = new Set([61, 43, 45, 64, 9, 13]);

export const neutralise = (text: string): string => (FORMULA_START.has(text.charCodeAt(0)) ? `'${text}` : text);

/** A value as stored text, safe to open: numbers pass (a number is never a formula). */
export function cellText(value: CellValue, type: CellType): string {
  if (value === null) return '';
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(value)) return value;
  return neutralise(value);
}

/** RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export const csvField = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const csvRow = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;
