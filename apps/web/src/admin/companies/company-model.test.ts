import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api/errors';
import { parseListState, writeListState } from '../../kit/list/list-state';
import {
  emptyCompanyForm,
  missingRequired,
  normalizeSubdomain,
  normalizeThemeColor,
  toCreateInput,
  toFormData,
  toUpdateInput,
  validateCompanyForm,
  type CompanyFormValues,
} from './company-form';
import {
  COMPANY_LIST,
  baseDomainOf,
  bulkDeleteOutcome,
  bulkStatusOutcome,
  emptyMessage,
  failureText,
  shownStatus,
  statusChangedMessage,
  statusControl,
  websiteHref,
} from './company-model';

const filled: CompanyFormValues = {
  ownerName: ' Ada Owner ',
  ownerEmail: 'ada@acme.io',
  companyName: 'Acme Ltd',
  subdomain: 'acme-two',
  phone: '',
  website: 'acme.io',
  description: '',
  themeColor: '#1A2B3C',
  expiryDate: '',
};

describe('status display', () => {
  it('shows an expired company as inactive with the select disabled and the tooltip', () => {
    expect(shownStatus({ status: 'active', isExpired: true })).toBe('inactive');
    expect(statusControl({ status: 'active', isExpired: true })).toEqual({
      value: 'inactive',
      disabled: true,
      tooltip: 'Company is expired and cannot be activated',
    });
  });

  it('shows inactive for inactive, active otherwise', () => {
    expect(shownStatus({ status: 'inactive', isExpired: false })).toBe('inactive');
    expect(shownStatus({ status: 'active', isExpired: false })).toBe('active');
    expect(shownStatus({ status: 'pending', isExpired: false })).toBe('active');
    expect(statusControl({ status: 'active', isExpired: false })).toEqual({
      value: 'active',
      disabled: false,
      tooltip: null,
    });
  });

  it('words the status toast as the product does', () => {
    expect(statusChangedMessage('inactive')).toBe(
      'Company marked as inactive. All users have been logged out automatically.',
    );
    expect(statusChangedMessage('active')).toBe('Company status updated to active');
  });
});

describe('list state in the URL', () => {
  it('reads and writes the companies list keys', () => {
    const state = parseListState(
      new URLSearchParams('filter=currentWeek&status=inactive&sort=expiryDate&order=asc'),
      COMPANY_LIST,
    );
    expect(state).toMatchObject({
      filter: 'currentWeek',
      status: 'inactive',
      sort: 'expiryDate',
      order: 'asc',
      page: 1,
      limit: 20,
    });
    expect(writeListState(new URLSearchParams(), { ...state, page: 2, limit: 50 }, COMPANY_LIST).toString()).toBe(
      'page=2&limit=50&status=inactive&filter=currentWeek&sort=expiryDate&order=asc',
    );
    // The portal address column sorts by subdomain; a column the server cannot sort falls back to the default.
    expect(parseListState(new URLSearchParams('sort=subdomain'), COMPANY_LIST).sort).toBe('subdomain');
    expect(parseListState(new URLSearchParams('sort=owner'), COMPANY_LIST).sort).toBe('createdAt');
  });
});

describe('texts', () => {
  it('explains an empty list by what narrows it', () => {
    expect(emptyMessage({ search: '', status: 'all', filter: null })).toBe('Get started by adding your first company');
    expect(emptyMessage({ search: '', status: 'all', filter: 'total' })).toBe(
      'Get started by adding your first company',
    );
    expect(emptyMessage({ search: 'zed', status: 'all', filter: null })).toBe('No companies match "zed"');
    expect(emptyMessage({ search: 'zed', status: 'active', filter: null })).toBe('No active companies match "zed"');
    expect(emptyMessage({ search: '', status: 'inactive', filter: 'lastWeek' })).toBe('No inactive companies found');
    expect(emptyMessage({ search: '', status: 'all', filter: 'lastWeek' })).toBe('No companies in "Last Week"');
  });

  it('words bulk delete results as the product does', () => {
    expect(bulkDeleteOutcome(3, 0)).toEqual({ tone: 'success', text: 'Successfully deleted 3 companies' });
    expect(bulkDeleteOutcome(2, 1)).toEqual({
      tone: 'warning',
      text: 'Deleted 2 companies successfully. 1 companies failed to delete.',
    });
    expect(bulkDeleteOutcome(0, 4)).toEqual({
      tone: 'error',
      text: 'Failed to delete any companies. Please try again.',
    });
  });

  it('words bulk status results', () => {
    expect(bulkStatusOutcome(5, 0)).toEqual({ tone: 'success', text: 'Successfully updated 5 companies' });
    expect(bulkStatusOutcome(4, 1).tone).toBe('warning');
    expect(bulkStatusOutcome(0, 2).tone).toBe('error');
  });

  it('shows the server message for a 4xx, else the fallback', () => {
    const fallback = 'Failed to delete company. Please try again.';
    expect(failureText(new ApiError(404, 'NOT_FOUND', 'Company not found'), fallback)).toBe('Company not found');
    expect(failureText(new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'), fallback)).toBe(
      fallback,
    );
    expect(failureText(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});

describe('helpers', () => {
  it('links a website, adding https:// to a bare host', () => {
    expect(websiteHref('acme.io')).toBe('https://acme.io/');
    expect(websiteHref('http://acme.io/about')).toBe('http://acme.io/about');
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref('javascript:alert(1)')).toBeNull();
  });

  it('finds the base domain from the admin host', () => {
    expect(baseDomainOf('admin.localhost')).toBe('localhost');
    expect(baseDomainOf('admin.example.com')).toBe('example.com');
    expect(baseDomainOf('localhost')).toBe('localhost');
    expect(baseDomainOf('admin.x.io', 'Example.COM')).toBe('example.com');
  });

  it('forces the subdomain to lower case and the colour to upper case as typed', () => {
    expect(normalizeSubdomain('AcMe Two')).toBe('acmetwo');
    expect(normalizeThemeColor('#abcdef')).toBe('#ABCDEF');
    expect(normalizeThemeColor('abc123')).toBe('#ABC123');
    expect(normalizeThemeColor('')).toBe('');
  });
});

describe('form values → API input', () => {
  it('defaults the theme colour to #F97316 and no expiry', () => {
    expect(emptyCompanyForm()).toMatchObject({ themeColor: '#F97316', expiryDate: '' });
  });

  it('builds the POST body with trimmed values and the owner', () => {
    expect(toCreateInput(filled)).toEqual({
      companyName: 'Acme Ltd',
      subdomain: 'acme-two',
      phone: '',
      website: 'acme.io',
      description: '',
      themeColor: '#1A2B3C',
      expiryDate: '',
      owner: { fullName: 'Ada Owner', email: 'ada@acme.io' },
    });
  });

  it('builds the PUT body from changed fields only, with name and owner.name', () => {
    expect(toUpdateInput(filled, filled)).toEqual({});
    const edited = {
      ...filled,
      companyName: 'Acme 2',
      ownerName: 'Ada O.',
      phone: '',
      website: '',
      expiryDate: '2030-01-31',
    };
    const initial = { ...filled, phone: '', website: 'acme.io' };
    expect(toUpdateInput(edited, initial)).toEqual({
      name: 'Acme 2',
      website: '',
      expiryDate: '2030-01-31',
      owner: { name: 'Ada O.' },
    });
    expect(toUpdateInput({ ...filled, themeColor: '#1a2b3c' }, filled)).toEqual({});
  });

  it('validates with the contracts schemas and the product messages', () => {
    const empty = { ...emptyCompanyForm() };
    expect(validateCompanyForm(empty, 'create')).toEqual({
      companyName: 'Company name is required',
      subdomain: 'Subdomain is required',
      ownerName: 'Owner full name is required',
      ownerEmail: 'Owner email is required',
    });
    expect(missingRequired(empty, 'create')).toBe(true);
    expect(validateCompanyForm(filled, 'create')).toEqual({});
    expect(validateCompanyForm({ ...filled, themeColor: '#12' }, 'create')).toEqual({
      themeColor: 'Please enter a valid hex color',
    });
    expect(validateCompanyForm({ ...filled, subdomain: 'admin' }, 'edit')).toEqual({
      subdomain: 'This subdomain is reserved',
    });
    expect(validateCompanyForm({ ...filled, companyName: ' ' }, 'edit')).toEqual({
      companyName: 'Company name is required',
    });
    expect(missingRequired({ ...filled, ownerEmail: '' }, 'edit')).toBe(false);
  });

  it('flattens the body into multipart fields with files', () => {
    const logo = new File([new Uint8Array([1])], 'logo.png', { type: 'image/png' });
    const form = toFormData(
      { name: 'A', phone: null, skip: undefined, owner: { name: 'B' } },
      { logo, ownerDp: null },
      { removeLogo: 'true' },
    );
    expect([...form.keys()]).toEqual(['name', 'phone', 'owner[name]', 'removeLogo', 'logo']);
    expect(form.get('phone')).toBe('');
    expect(form.get('owner[name]')).toBe('B');
    expect((form.get('logo') as File).name).toBe('logo.png');
  });
});
