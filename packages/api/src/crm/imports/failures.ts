/**
 * The failing rows as CSV: the line, the reasons, then the row's own cells under the file's headers,
 * so the user can fix them in their sheet and import that file again. Cells that a spreadsheet
 * would run as a formula are prefixed with an apostrophe.
 */
import type { RowProblem } from './rows';

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const reasonsOf = (problems: readonly RowProblem[]) => problems.map((p) => p.message).join('; ');

/** Collects failing rows as CSV text, handing out bytes as they are ready. */
export class FailureCsv {
  private readonly encoder = new TextEncoder();
  constructor(
    headers: readonly string[],
    private readonly out: (bytes: Uint8Array) => Promise<void>,
  ) {
    this.header = csvLine(['Line', 'Errors', ...headers]);
  }
  private header: string | null;

  async add(line: number, cells: readonly string[], problems: readonly RowProblem[]) {
    let text = csvLine([String(line), reasonsOf(problems), ...cells]);
    if (this.header) [text, this.header] = [this.header + text, null];
    await this.out(this.encoder.encode(text));
  }
}
