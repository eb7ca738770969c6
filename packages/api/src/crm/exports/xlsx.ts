/**
 * A one-sheet XLSX workbook written as it streams: the fixed parts are a few hundred bytes, the
 * sheet's rows go through the ZIP writer's deflate as they arrive. Strings are inline (no shared
 * string table to hold in memory); numbers are numeric cells; the header row is bold and frozen.
 */
import { cellText, type CellType, type CellValue } from './cells';
import { ZipWriter } from './zip';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

/** Style 1 is bold, for the header row. */
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '</styleSheet>';

const workbook = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const SHEET_HEAD =
  `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
  '<sheetData>';

/* eslint-disable-next-line no-control-regex -- XML 1.0 cannot carry these at all */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/* eslint-disable-next-line no-control-regex -- the same characters, plus the ones XML escapes */
const NEEDS_WORK = /[<>&"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** Most cells need nothing: one test first, the replacements only when it finds something. */
export const escapeXml = (text: string) =>
  NEEDS_WORK.test(text)
    ? text
        .replace(NOT_XML, '')
        .replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)
    : text;

/** A, B, ... Z, AA, AB ... */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Text whose first or last character is whitespace; only that needs xml:space="preserve". */
const padded = (text: string) => text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;

/**
 * One cell, as short as the format allows (the sheet's XML is what the export spends its time
 * deflating): `r` only on a cell that follows an empty one (a cell without it is the next column,
 * ECMA-376 §18.3.1.4), numbers as the default type, `xml:space` only for text that needs it.
 * Empty cells are left out.
 */
function cellXml(ref: string | null, value: CellValue, type: CellType, style = ''): string {
  const text = cellText(value, type);
  if (text === '') return '';
  const at = ref === null ? '' : ` r="${ref}"`;
  if (type === 'number' && text === value) return `<c${at}${style}><v>${text}</v></c>`;
  const space = padded(text) ? ' xml:space="preserve"' : '';
  return `<c${at}${style} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

/** A batch of rows from row number `after + 1` on; a cell after a left-out one names its column. */
function rowsXml(after: number, rows: readonly CellValue[][], types: readonly CellType[], letters: readonly string[]) {
  let xml = '';
  let row = after;
  for (const values of rows) {
    row += 1;
    xml += `<row r="${row}">`;
    let gap = false;
    for (let i = 0; i < values.length; i += 1) {
      const cell = cellXml(gap ? `${letters[i]}${row}` : null, values[i]!, types[i]!);
      gap = cell === '';
      xml += cell;
    }
    xml += '</row>';
  }
  return xml;
}

export interface SheetWriter {
  rows(rows: readonly CellValue[][]): Promise<void>;
  end(): Promise<void>;
}

/** Starts the workbook: the fixed parts, the sheet's header row; rows follow in batches. */
export async function startWorkbook(
  emit: (chunk: Uint8Array) => Promise<void>,
  sheetName: string,
  headers: readonly string[],
  types: readonly CellType[],
): Promise<SheetWriter> {
  const zip = new ZipWriter(emit);
  await zip.add('[Content_Types].xml', CONTENT_TYPES);
  await zip.add('_rels/.rels', ROOT_RELS);
  await zip.add('xl/workbook.xml', workbook(sheetName));
  await zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  await zip.add('xl/styles.xml', STYLES);
  const sheet = await zip.open('xl/worksheets/sheet1.xml');
  const letters = headers.map((_, i) => columnLetters(i));
  const header = headers.map((h, i) => cellXml(`${letters[i]}1`, h, 'text', ' s="1"')).join('');
  await sheet.write(`${SHEET_HEAD}<row r="1">${header}</row>`);
  let row = 1;
  return {
    async rows(batch) {
      const xml = rowsXml(row, batch, types, letters);
      row += batch.length;
      await sheet.write(xml);
    },
    async end() {
      await sheet.write('</sheetData></worksheet>');
      await sheet.end();
      await zip.finish();
    },
  };
}
