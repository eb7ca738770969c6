/** CSV imports: server answers, row errors and the import screens' texts. */
import { counted } from './counted';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
/** What a cell holds, quoted (a long one cut), when it is not what the field takes. */
const FOUND_SHOWN = 40;
const foundText = (found: string | undefined, what: string) =>
  found === undefined
    ? ` must be ${what}`
    : `: "${found.length > FOUND_SHOWN ? `${found.slice(0, FOUND_SHOWN)}…` : found}" is not ${what}`;

export const crmImportTexts = {
  imports: {
    uploaded: 'File uploaded: check the column mapping',
    fetched: 'Import fetched successfully',
    historyFetched: 'Imports fetched successfully',
    previewed: 'Preview ready',
    started: 'Import started',
    revertQueued: 'Undoing the import',
    revertNotCompleted: 'Only a completed import can be undone',
    revertTooLate: 'This import finished more than 7 days ago and can no longer be undone',
    revertNotAllowed: 'Only owners, admins and the person who ran the import can undo it',
    revertAlready: 'This import has already been undone, or is being undone',
    revertKeptChanged: 'Changed since the import: kept as it is',
    revertKeptInUse: 'Has records added since the import: kept',
    cancelled: 'Import cancelled',
    cancelRequested: 'Cancelling the import…',
    notFound: 'Import not found',
    /** The failing rows' file: the line in the uploaded file, its cells, then why it failed. */
    failuresFile: {
      line: 'Line',
      errors: 'Errors',
      name: (upload: string) => `${upload.replace(/\.csv$/i, '')}-failed-rows.csv`,
    },
    fileRequired: 'Choose a CSV file to import',
    fileEmpty: 'The file is empty',
    fileTooLarge: (max: number) => `The file is larger than ${mb(max)}`,
    notCsv: 'The file is not a CSV file (it looks like a binary file: save the sheet as CSV first)',
    noHeader: 'The file has no header row: the first line must name the columns',
    noRows: 'The file has a header row but no data rows',
    tooManyColumns: (max: number) => `The file has more than ${max} columns`,
    duplicateHeader: (name: string) => `The header "${name}" appears twice`,
    blankHeader: (column: number) => `Column ${column} has no header`,
    unevenRow: (line: number, found: number, expected: number) =>
      `Line ${line} has ${found} cells where the header has ${expected}: check the quoting and delimiters`,
    malformed: (line: number, reason: string) => `The file is not valid CSV at line ${line}: ${reason}`,
    quoteNotClosed: (line: number) =>
      `A quote (") opened at line ${line} is never closed. A cell that holds a comma or a line break must be wrapped in quotes on both sides.`,
    quoteInCell: (line: number) =>
      `Line ${line} has a quote (") inside a cell that does not start with one. Write it as two quotes (""), or wrap the whole cell in quotes.`,
    rowTooLong: (line: number) => `Line ${line} is longer than 1 MB: check that its quotes are closed.`,
    /** Shown on the upload step when the file was refused. */
    uploadFailedTitle: 'This file could not be read',
    notEditable: 'This import has already started: upload the file again to change it',
    notCancellable: 'This import has already finished',
    mappingLength: (expected: number) => `The mapping must have one entry per column (${expected})`,
    mappingUnknownField: (field: string) => `"${field}" is not a field of this record`,
    mappingTwice: (field: string) => `"${field}" is mapped from two columns`,
    mappingMissing: (labels: string) =>
      `Map a column to ${labels.includes(',') ? 'each required field' : 'the required field'}: ${labels}`,
    rowsInvalid: (count: number) =>
      `${counted(count, 'row has', 'rows have')} errors, so nothing was imported. Fix them, or choose to import the valid rows only.`,
    interrupted: 'The import stopped when the server restarted; nothing was written',
    // Row errors.
    required: (label: string) => `${label} is required`,
    notOption: (label: string, options: string) => `${label} must be one of ${options}`,
    badDate: (label: string, found?: string) =>
      `${label}${foundText(found, 'a date')}. Write it as 27/11/2026 (day first), 2026-11-27 or 27 Nov 2026`,
    badDateTime: (label: string, found?: string) =>
      `${label}${foundText(found, 'a date and time')}. Write it as 27/11/2026 14:30 (day first), 2026-11-27 14:30 or 27 Nov 2026 2:30 PM`,
    badNumber: (label: string) => `${label} must be a number`,
    badBoolean: (label: string) => `${label} must be yes or no`,
    badEmail: (label: string) => `${label} must be an email address`,
    badPhone: (label: string) => `${label} must be a phone number`,
    badUrl: (label: string) => `${label} must be a web address`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    controlCharacters: (label: string) => `${label} contains characters that are not allowed`,
    outOfRange: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}`,
    unknownBrand: (name: string) => `No brand named "${name}"`,
    unknownPerson: (name: string) => `No active team member "${name}"`,
    ambiguousPerson: (name: string) => `Two team members are named "${name}": use the email instead`,
    unknownLead: (ref: string) => `No lead with the id, email or mobile "${ref}"`,
    ambiguousLead: (ref: string) => `Several leads match "${ref}": use the lead id instead`,
    duplicateInFile: (line: number) => `Duplicate of line ${line}`,
    duplicateHidden: 'Matches a record you cannot see, so it cannot be updated',
    // Screens.
    action: 'Import CSV',
    title: (kind: string) => `Import ${kind} from CSV`,
    dropTitle: 'Drag a CSV file here or click to choose one',
    dropHint: (max: number) => `Comma, semicolon or tab separated; UTF-8 or Windows-1252; up to ${mb(max)}`,
    dropRejected: (max: number) => `Choose one CSV file of at most ${mb(max)}`,
    uploading: 'Uploading and reading the file…',
    mappingTitle: 'Match the columns',
    mappingHint: 'Each column of the file goes to one field. Columns left on "Do not import" are ignored.',
    mappingRemembered: 'The mapping of your last import with these headers was used.',
    /** Required fields no column goes to: every row would be refused, so Preview waits for them. */
    requiredUnmapped: (labels: readonly string[]) =>
      `Choose a column for ${new Intl.ListFormat('en', { type: 'conjunction' }).format(labels)}: every row needs ${labels.length === 1 ? 'it' : 'them'}.`,
    /** How date cells are read (IMPORT_DATES), under the mapping. */
    datesHint: (timeZone: string) =>
      `Dates can be written 2026-11-27, 27/11/2026, 27-11-2026, 27.11.2026, 27 Nov 2026 or Nov 27, 2026, or be Excel date numbers. ` +
      `A date that reads either way round, such as 03/04/2026, is taken day first (3 April 2026); 11/27/2026 is taken as 27 November, as 27 cannot be a month. ` +
      `Times without a time zone are in the company's time zone (${timeZone}).`,
    doNotImport: 'Do not import',
    fileColumn: 'Column in the file',
    sample: 'Sample',
    targetField: 'Field',
    previewTitle: 'Preview',
    previewCounts: {
      valid: (n: number) => `${n} valid`,
      duplicates: (n: number) => counted(n, 'duplicate'),
      failed: (n: number) => `${n} with errors`,
    },
    previewHint: (shown: number) =>
      shown === 1 ? 'The row as it will be stored' : `The first ${shown} rows as they will be stored`,
    noErrors: 'Every row is valid.',
    errorsTitle: (count: number) => counted(count, 'row error'),
    errorsMore: (shown: number, total: number) => `Showing ${shown} of ${total}: download the CSV for all of them`,
    downloadFailures: 'Download failing rows (CSV)',
    line: 'Line',
    field: 'Field',
    problem: 'Problem',
    duplicatesTitle: (count: number) =>
      `${counted(count, 'row matches', 'rows match')} an existing record or an earlier row`,
    duplicatesLabel: 'Duplicates',
    duplicateChoices: { skip: 'Skip them', update: 'Update the existing record', create: 'Create anyway' },
    commitLabel: 'If some rows have errors',
    commitChoices: { all: 'Import nothing (all or nothing)', valid: 'Import the valid rows only' },
    checking: 'Checking every row…',
    startAction: (rows: number) => `Import ${counted(rows, 'row')}`,
    back: 'Back',
    next: 'Preview',
    cancelAction: 'Cancel import',
    running: 'Importing…',
    progress: (done: number, total: number) => `${done} of ${total} rows`,
    rate: (perSecond: number) => `${perSecond} rows/s`,
    timeLeft: (seconds: number) => `about ${seconds} s left`,
    summaryTitle: {
      completed: 'Import finished',
      failed: 'Import failed',
      cancelled: 'Import cancelled',
    },
    counts: { created: 'Created', updated: 'Updated', skipped: 'Skipped', failed: 'Failed' },
    nothingWritten: 'Nothing was written.',
    another: 'Import another file',
    historyTitle: 'Earlier imports',
    historyEmpty: 'No imports yet',
    statusLabels: {
      uploaded: 'Not started',
      queued: 'Queued',
      running: 'Running',
      cancelling: 'Cancelling',
      completed: 'Completed',
      failed: 'Failed',
      cancelled: 'Cancelled',
    },
    kindLabels: { brand: 'brands', lead: 'leads', meeting: 'meetings', enquiry: 'enquiries' },
    /** Undoing a completed import: on its summary, and its state in the history. */
    undo: {
      action: 'Undo import',
      until: (when: string) => `You can undo this import until ${when}.`,
      confirmTitle: 'Undo this import?',
      confirmMessage:
        'Records this import created are deleted and records it updated get their earlier values back. Records changed since are kept.',
      running: 'Undoing the import…',
      progress: (done: number, total: number) => `${done} of ${total} records`,
      doneTitle: 'Import undone',
      summary: (deleted: number, restored: number, kept: number) =>
        `Undone: ${deleted} deleted, ${restored} restored` +
        (kept > 0 ? `, ${kept} kept because ${kept === 1 ? 'it' : 'they'} changed since` : ''),
      keptTitle: 'Kept',
      keptMore: (shown: number, total: number) => `The first ${shown} of ${total} kept records`,
      record: { brand: 'Brand', lead: 'Lead', meeting: 'Meeting', enquiry: 'Enquiry' },
      reason: 'Why',
      failedTitle: 'The import could not be undone',
      nothingChanged: 'No record was changed.',
      retry: 'Try again',
      undone: 'Undone',
      undoing: 'Undoing…',
    },
  },
} as const;
