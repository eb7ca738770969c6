/**
 * The failing rows as CSV: the row's line in the uploaded file, every cell of the row under the
 * file's own headers, then the reasons, so the user can fix them in their sheet and import that file
 * again (the extra columns map to nothing). Cells are written as the exports write them: text that
 * a spreadsheet would run as a formula gets an apostrophe, quoting per RFC 4180.
 */
import { MESSAGES } from '@app/contracts';

import { csvRow, neutralise } from '../exports/cells';
import type { RowProblem } from './rows';

const f = MESSAGES.crm.imports.failuresFile;

export const reasonsOf = (problems: readonly RowProblem[]) => problems.map((p) => p.message).join('; ');

export const failuresHeader = (headers: readonly string[]) => csvRow([f.line, ...headers, f.errors].map(neutralise));

export const failureLine = (line: number, cells: readonly string[], problems: readonly RowProblem[]) =>
  csvRow([String(line), ...cells, reasonsOf(problems)].map(neutralise));

/** Collects failing rows as CSV text, handing out bytes as they are ready; the header comes with the first row. */
export class FailureCsv {
  private readonly encoder = new TextEncoder();
  private header: string | null;

  constructor(
    headers: readonly string[],
    private readonly out: (bytes: Uint8Array) => Promise<void>,
  ) {
    this.header = failuresHeader(headers);
  }

  async add(line: number, cells: readonly string[], problems: readonly RowProblem[]) {
    let text = failureLine(line, cells, problems);
    if (this.header) [text, this.header] = [this.header + text, null];
    await this.out(this.encoder.encode(text));
  }

  /** Whether any row was written (otherwise a reader still wants the header). */
  get empty() {
    return this.header !== null;
  }
}
