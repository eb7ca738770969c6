import { describe, expect, it } from 'vitest';

import { createApiKeyInput, createPlatformApiKeyInput, MESSAGES } from '@app/contracts';

import { zodFieldErrors } from '../forms/zod-errors';
import {
  emptyApiKeyForm,
  endOfDay,
  expiryBounds,
  isExpired,
  keyDates,
  SERVER_FIELDS,
  shownPrefix,
  toCreateInput,
  type ApiKey,
} from './api-key-model';

const key: ApiKey = {
  id: 'k1',
  name: 'Zapier',
  scopes: ['crm:read'],
  prefix: 'cpk_AbCd1234',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  createdBy: { id: 'u1', name: 'Olivia Owner' },
};
const now = new Date('2026-03-10T12:00:00.000Z');

describe('the create form', () => {
  it('starts with no scope for a company key and the only scope for a platform key', () => {
    expect(emptyApiKeyForm('company')).toEqual({ name: '', scopes: [], expiresAt: '' });
    expect(emptyApiKeyForm('platform')).toEqual({ name: '', scopes: ['platform'], expiresAt: '' });
  });

  it('sends the scopes in the listed order, and the end of the chosen day as the expiry', () => {
    const input = toCreateInput(
      { name: 'CRM sync', scopes: ['team:read', 'crm:read'], expiresAt: '2027-05-04' },
      'company',
    );
    expect(input.scopes).toEqual(['crm:read', 'team:read']);
    expect(input.expiresAt).toEqual(new Date(2027, 4, 4, 23, 59, 59, 999));
    expect(toCreateInput({ name: 'x', scopes: ['crm:read'], expiresAt: '' }, 'company')).not.toHaveProperty(
      'expiresAt',
    );
  });

  it('gives the server the scopes of its own kind only', () => {
    expect(toCreateInput({ name: 'x', scopes: ['platform', 'crm:read'], expiresAt: '' }, 'platform').scopes).toEqual([
      'platform',
    ]);
  });

  it('validates with the server schemas: name and at least one scope', () => {
    const empty = toCreateInput(emptyApiKeyForm('company'), 'company');
    expect(zodFieldErrors(createApiKeyInput, empty, SERVER_FIELDS)).toEqual({
      name: MESSAGES.apiKeys.nameRequired,
      scopes: MESSAGES.apiKeys.scopesRequired,
    });
    const platform = toCreateInput({ ...emptyApiKeyForm('platform'), name: 'Billing sync' }, 'platform');
    expect(zodFieldErrors(createPlatformApiKeyInput, platform, SERVER_FIELDS)).toEqual({});
  });

  it('offers expiry days from today to the longest lifetime the server takes', () => {
    const { min, max } = expiryBounds(new Date(2026, 0, 15, 18, 30));
    expect(min).toEqual(new Date(2026, 0, 15));
    expect(endOfDay('2026-01-15').getTime()).toBeGreaterThan(new Date(2026, 0, 15, 18, 30).getTime());
    const last = endOfDay(`${max.getFullYear()}-${max.getMonth() + 1}-${max.getDate()}`);
    expect(last.getTime()).toBeLessThan(new Date(2026, 0, 15, 18, 30).getTime() + 3650 * 86_400_000);
  });

  it('maps the server paths of single scopes onto the scope list', () => {
    expect(SERVER_FIELDS['scopes.0']).toBe('scopes');
    expect(SERVER_FIELDS['scopes.4']).toBe('scopes');
  });
});

describe('a key in the list', () => {
  it('says never for no expiry and no use', () => {
    expect(keyDates(key, now)).toEqual({ created: '1 Mar 2026', expires: null, expired: false, lastUsed: null });
  });

  it('is expired once its expiry has passed', () => {
    expect(isExpired({ expiresAt: '2026-03-10T11:59:59.000Z' }, now)).toBe(true);
    expect(isExpired({ expiresAt: '2026-03-11T00:00:00.000Z' }, now)).toBe(false);
  });

  it('tells when it was last used, relative to now', () => {
    expect(keyDates({ ...key, lastUsedAt: '2026-03-10T09:00:00.000Z' }, now).lastUsed).toBe('3 hours ago');
  });

  it('shows its prefix as the start of a longer secret', () => {
    expect(shownPrefix('cpk_AbCd1234')).toBe('cpk_AbCd1234\u2026');
  });
});
