/**
 * Data out of the CRM (decision 0021): list exports and the global search. An export takes exactly its
 * list's filters and sort (so the file holds what the screen shows) plus the file format; page and
 * limit are accepted and ignored, since the file holds every matching row.
 */
import { z } from 'zod';

import { TEXT_LIMITS } from '../../limits';
import { MESSAGES } from '../../messages';
import { singleLine } from '../text';
import { teamListInput } from '../team';
import { brandListInput } from './brands';
import { enquiryListInput } from './enquiries';
import { leadListInput } from './leads';
import { meetingListInput } from './meetings';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The lists that can be exported, as their REST paths and procedures name them. */
export const EXPORT_LISTS = ['brands', 'leads', 'meetings', 'enquiries', 'team'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const format = z.enum(EXPORT_FORMATS, { error: MESSAGES.crm.dataOut.formatInvalid }).default('csv');

export const brandExportInput = brandListInput.extend({ format });
export const leadExportInput = leadListInput.extend({ format });
export const meetingExportInput = meetingListInput.extend({ format });
export const enquiryExportInput = enquiryListInput.extend({ format });
export const teamExportInput = teamListInput.extend({ format });
export type BrandExportInput = z.infer<typeof brandExportInput>;
export type LeadExportInput = z.infer<typeof leadExportInput>;
export type MeetingExportInput = z.infer<typeof meetingExportInput>;
export type EnquiryExportInput = z.infer<typeof enquiryExportInput>;
export type TeamExportInput = z.infer<typeof teamExportInput>;

/** The kinds of record the global search returns, in the order the spotlight groups them. */
export const SEARCH_KINDS = ['leads', 'brands', 'meetings', 'enquiries', 'team'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const GLOBAL_SEARCH = {
  /** Results per kind: one bounded query each. */
  perKind: 5,
  /** The spotlight waits for this many characters (shorter terms cannot use the trigram indexes). */
  minChars: 2,
  /** Similar spellings (typos) are looked for from this many characters on. */
  fuzzyMinChars: 4,
  /** Fragments go through the trigram indexes from this many characters on (a trigram's length). */
  fragmentIndexMinChars: 3,
  /** A term too short for the trigram indexes looks for fragments among this many latest records per kind. */
  latestScan: 500,
  /** Similar spelling compares this many words of the term at most with the names' words. */
  fuzzyWords: 3,
  /** Each of those words stands for at most this many known words it resembles, the closest first. */
  fuzzyCandidates: 16,
  /** Recent items the spotlight keeps in the browser. */
  recent: 8,
} as const;

export const globalSearchInput = z.object({
  q: singleLine(z.string().trim())
    .min(1, { error: MESSAGES.crm.dataOut.queryRequired })
    .max(TEXT_LIMITS.searchMax, { error: MESSAGES.validation.tooLong(TEXT_LIMITS.searchMax) }),
});
export type GlobalSearchInput = z.infer<typeof globalSearchInput>;

/** How a hit matched, best first: its `rank`. Similar spellings come only when nothing matched as typed. */
export const SEARCH_RANK = { exact: 0, prefix: 1, contains: 2, similar: 3 } as const;

/** One result: what the spotlight shows and what it needs to open the record. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  /** The record's name: a lead's client, a brand's name, a meeting's title, a member's name. */
  label: string;
  /** A second line: the brand and email of a lead, a meeting's client and date, a member's email. */
  detail: string | null;
  /** SEARCH_RANK: 0 exact, 1 prefix, 2 contains, 3 similar spelling. */
  rank: number;
}

export type SearchResults = Record<SearchKind, SearchHit[]>;
