/** Column mapping: automatic matching by key, label and common spellings; checks of a sent mapping. */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { ownFieldsOf, type ImportField } from './fields';
import { checkMapping, headerKeyOf, normalizeHeader, suggestMapping } from './mapping';

const f = (key: string, label: string, extra: Partial<ImportField> = {}): ImportField => ({
  key,
  label,
  type: 'text',
  required: false,
  ...extra,
});

const FIELDS = [
  f('clientName', 'Client Name', { required: true, aliases: ['name', 'client'] }),
  f('emailId', 'Email', { aliases: ['email address', 'e-mail'] }),
  f('nextFollowUpDate', 'Next Follow-up Date'),
  f('tier', 'Customer Tier', { custom: true }),
  f('name', 'Brand name'),
];

describe('suggestMapping', () => {
  it('matches keys, labels and aliases whatever the case, spaces, dashes and underscores', () => {
    expect(
      suggestMapping(['  CLIENT NAME ', 'E-Mail', 'next_follow_up_date', 'customer tier', 'Notes'], FIELDS),
    ).toEqual(['clientName', 'emailId', 'nextFollowUpDate', 'tier', null]);
  });

  it("maps a real spreadsheet's lead headers, short forms of 'number' included", async () => {
    const lead = [...ownFieldsOf('lead')];
    expect(
      suggestMapping(['Customer', 'Phone No.', 'E-mail ID', 'City', 'Assigned To', 'Deal Value', 'Remarks'], lead),
    ).toEqual([null, 'mobileNumber', 'emailId', 'hq', 'csPerson', 'estimatedValue', 'comment']);
    expect(suggestMapping(['Contact No'], lead)).toEqual(['mobileNumber']);
    expect(suggestMapping(['Mobile #'], lead)).toEqual(['mobileNumber']);
    expect(suggestMapping(['WhatsApp'], lead)).toEqual(['mobileNumber']);
  });

  it("prefers a field's own name over another field's alias, and maps a field once", () => {
    expect(suggestMapping(['Name', 'Client'], FIELDS)).toEqual(['name', 'clientName']);
    expect(suggestMapping(['Email', 'email address'], FIELDS)).toEqual(['emailId', null]);
  });

  it('normalizes headers', () => {
    expect(normalizeHeader(' Next Follow-up  Date (UTC) ')).toBe('nextfollowupdateutc');
    for (const header of ['Phone No.', 'phone #', 'Phone Num', 'PHONE_NUMBER'])
      expect(normalizeHeader(header)).toBe('phonenumber');
    expect(headerKeyOf([' Name ', 'EMAIL'])).toBe('name\nemail');
  });
});

describe('checkMapping', () => {
  const m = MESSAGES.crm.imports;
  const headers = ['a', 'b'];
  const failure = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return e as { message: string; fieldErrors: { path: string }[] };
    }
    throw new Error('expected a refusal');
  };

  it('accepts a mapping that covers the required fields', () => {
    expect(checkMapping(['clientName', null], headers, FIELDS)).toEqual(['clientName', null]);
  });

  it('refuses wrong length, unknown fields, a field twice, a missing required field', () => {
    expect(failure(() => checkMapping(['clientName'], headers, FIELDS)).message).toBe(m.mappingLength(2));
    expect(failure(() => checkMapping(['clientName', 'nope'], headers, FIELDS)).fieldErrors[0]!.path).toBe('mapping.1');
    expect(failure(() => checkMapping(['clientName', 'clientName'], headers, FIELDS)).message).toBe(
      m.mappingTwice('Client Name'),
    );
    expect(failure(() => checkMapping(['emailId', null], headers, FIELDS)).message).toBe(
      m.mappingMissing('Client Name'),
    );
  });
});
