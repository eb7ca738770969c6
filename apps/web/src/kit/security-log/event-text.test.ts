import { describe, expect, it } from 'vitest';

import { SECURITY_EVENT_TYPES } from '@app/contracts';

import { eventDetail, eventLabel, personLabel } from './event-text';

describe('eventLabel', () => {
  it('has human words for every kind of event', () => {
    for (const type of SECURITY_EVENT_TYPES) expect(eventLabel({ type })).not.toMatch(/_/);
    expect(eventLabel({ type: 'signed_out_everywhere' })).toBe('Signed out on every device');
  });
});

describe('personLabel', () => {
  it('says what someone is when they are not one of the company people', () => {
    expect(personLabel({ name: 'Ada', kind: 'user' })).toBe('Ada');
    expect(personLabel({ name: 'Root', kind: 'super_admin' })).toBe('Root (Platform admin)');
    expect(personLabel({ name: 'who@x.io', kind: 'anonymous' })).toBe('who@x.io (Not signed in)');
  });
});

describe('eventDetail', () => {
  const event = (type: Parameters<typeof eventDetail>[0]['type'], detail: Record<string, unknown>) =>
    eventDetail({ type, detail, subject: null });

  it('says which list was exported, how, and how many rows', () => {
    expect(event('data_exported', { list: 'leads', format: 'csv', rows: 1200 })).toBe('Leads · CSV · 1,200 rows');
    expect(event('data_exported', { list: 'team', format: 'xlsx', rows: 1 })).toBe('Team · XLSX · 1 row');
    expect(event('data_exported', { list: 'brands', format: 'csv', complete: false })).toBe(
      'Brands · stopped before the end',
    );
  });

  it("describes a company's archive, with the company on the platform's log", () => {
    expect(event('data_exported', { archive: 'company', tables: 12, rows: 340, files: 2 })).toBe(
      'Company archive · 12 tables, 340 rows, 2 files',
    );
    expect(event('data_exported', { archive: 'company', tables: 1, rows: 1, files: 0, companyId: 7 })).toBe(
      'Company #7 · Company archive · 1 table, 1 row, 0 files',
    );
  });

  it('describes imports and their results', () => {
    const facts = { kind: 'lead', fileName: 'march.csv', rows: 10 };
    expect(event('import_started', facts)).toBe('Leads from march.csv · 10 rows');
    expect(event('import_completed', { ...facts, created: 7, updated: 1, skipped: 1, failed: 1 })).toBe(
      'Leads from march.csv · 10 rows · 7 created, 1 updated, 1 skipped, 1 failed',
    );
  });

  it('names the API key an event is about, with its prefix and scopes', () => {
    const key = { keyId: 'k', name: 'Zapier', prefix: 'cpk_AbCd1234', scopes: ['crm:read', 'crm:write'] };
    expect(event('api_key_created', key)).toBe('Zapier (cpk_AbCd1234…) · crm:read, crm:write');
    expect(event('api_key_revoked', key)).toBe('Zapier (cpk_AbCd1234…) · crm:read, crm:write');
    expect(event('api_key_created', {})).toBeNull();
  });

  it('names whom the event is about, and says nothing when there is nothing to add', () => {
    expect(eventDetail({ type: 'role_changed', detail: {}, subject: { id: null, name: 'Tom' } })).toBe('About Tom');
    expect(event('signed_out_everywhere', {})).toBeNull();
    expect(event('data_exported', {})).toBeNull();
  });
});
