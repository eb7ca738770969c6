import { describe, expect, it } from 'vitest';

import { MESSAGES, type DashboardActivity } from '@app/contracts';

import { ApiError } from '../../lib/api/errors';
import {
  activityItems,
  chartRows,
  chartTotal,
  dashboardErrorText,
  greetingLine,
  growthFigure,
  platformDomain,
  recentCompanyItems,
  type RecentCompanyInput,
} from './dashboard-model';

describe('greetingLine', () => {
  it.each([
    [0, 'Good night, Ada'],
    [5, 'Good night, Ada'],
    [6, 'Good morning, Ada'],
    [11, 'Good morning, Ada'],
    [12, 'Good afternoon, Ada'],
    [16, 'Good afternoon, Ada'],
    [17, 'Good evening, Ada'],
    [21, 'Good evening, Ada'],
    [22, 'Good night, Ada'],
    [23, 'Good night, Ada'],
  ])('at %i:30 reads %s', (hour, expected) => {
    expect(greetingLine('Ada', new Date(2025, 5, 11, hour, 30))).toBe(expected);
  });
});

describe('growthFigure', () => {
  it('gives a signed percentage against last month', () => {
    expect(growthFigure({ companiesThisMonth: 4, companiesLastMonth: 2, percent: 100 })).toEqual({
      value: '+100%',
      text: 'vs last month',
      sentence: '+100% vs last month',
      trend: 'up',
      counts: '4 this month, 2 last month',
    });
    expect(growthFigure({ companiesThisMonth: 1, companiesLastMonth: 2, percent: -50 })).toMatchObject({
      value: '-50%',
      sentence: '-50% vs last month',
      trend: 'down',
    });
    expect(growthFigure({ companiesThisMonth: 2, companiesLastMonth: 2, percent: 0 })).toMatchObject({
      value: '0%',
      sentence: '0% vs last month',
      trend: 'flat',
    });
  });

  it('says why there is no percentage when last month had no companies', () => {
    expect(growthFigure({ companiesThisMonth: 3, companiesLastMonth: 0, percent: null })).toMatchObject({
      value: '+3',
      sentence: '3 new this month, none last month',
      trend: 'up',
    });
    expect(growthFigure({ companiesThisMonth: 0, companiesLastMonth: 0, percent: null })).toMatchObject({
      value: '0',
      sentence: 'No new companies this month or last month',
      trend: 'flat',
    });
  });

  it('never shows the prototype figure', () => {
    const figure = growthFigure({ companiesThisMonth: 0, companiesLastMonth: 5, percent: -100 });
    expect(figure.sentence).toBe('-100% vs last month');
    expect(figure.sentence).not.toContain('12%');
  });
});

describe('dashboardErrorText', () => {
  const trpcError = (httpStatus: number) => Object.assign(new Error('x'), { data: { httpStatus } });
  const m = MESSAGES.dashboard;

  it.each([
    [new TypeError('Failed to fetch'), m.networkError],
    [trpcError(401), m.authFailed],
    [trpcError(404), m.endpointMissing],
    [trpcError(500), m.serverError],
    [trpcError(503), m.serverError],
    [trpcError(403), m.loadFailed],
    [new ApiError(400, 'VALIDATION_ERROR', 'bad'), m.loadFailed],
  ])('%s reads by its cause', (error, expected) => {
    expect(dashboardErrorText(error)).toBe(expected);
  });

  it('uses the exact spec wording', () => {
    expect(dashboardErrorText(new TypeError('x'))).toBe(
      'Backend server is not running. Please start the backend server.',
    );
    expect(dashboardErrorText(trpcError(418))).toBe('Failed to load dashboard data. Please try again.');
  });
});

describe('platformDomain', () => {
  it('drops the admin label, or uses the configured base', () => {
    expect(platformDomain('admin.localhost')).toBe('localhost');
    expect(platformDomain('admin.example.com')).toBe('example.com');
    expect(platformDomain('localhost')).toBe('localhost');
    expect(platformDomain('admin.example.com', 'Example.com')).toBe('example.com');
  });
});

const company = (id: number, createdAt: string, extra: Partial<RecentCompanyInput> = {}): RecentCompanyInput => ({
  id,
  name: `company ${id}`,
  subdomain: `c${id}`,
  logo: null,
  displayStatus: 'active',
  createdAt,
  ...extra,
});

describe('recentCompanyItems', () => {
  it('keeps the 5 newest, newest first, with domain, status, initial and link', () => {
    const items = recentCompanyItems(
      [
        company(1, '2025-06-01T00:00:00Z'),
        company(2, '2025-06-07T00:00:00Z', { displayStatus: 'inactive', logo: '/api/files/x.png' }),
        company(3, '2025-06-03T00:00:00Z'),
        company(4, '2025-06-04T00:00:00Z'),
        company(5, '2025-06-05T00:00:00Z'),
        company(6, '2025-06-06T00:00:00Z'),
      ],
      'example.com',
    );
    expect(items.map((i) => i.id)).toEqual([2, 6, 5, 4, 3]);
    expect(items[0]).toEqual({
      id: 2,
      name: 'company 2',
      logo: '/api/files/x.png',
      initial: 'C',
      domain: 'c2.example.com',
      status: 'inactive',
      statusLabel: 'Inactive',
      createdAt: '2025-06-07T00:00:00Z',
      href: '/companies/2',
    });
    expect(items[1]!.statusLabel).toBe('Active');
  });

  it('is empty with no companies (no sample company)', () => {
    expect(recentCompanyItems([], 'example.com')).toEqual([]);
  });
});

describe('activityItems', () => {
  const event = (id: string, createdAt: string): DashboardActivity => ({
    id,
    type: 'company_created',
    title: MESSAGES.dashboard.companyCreatedTitle,
    description: id,
    createdAt,
  });

  it('orders newest first and keeps at most 10', () => {
    const events = Array.from({ length: 12 }, (_, i) =>
      event(`e${i}`, new Date(Date.UTC(2025, 0, 1 + i)).toISOString()),
    );
    const items = activityItems(events);
    expect(items).toHaveLength(10);
    expect(items[0]!.id).toBe('e11');
    expect(items[9]!.id).toBe('e2');
  });

  it('stays empty with no activity (no sample welcome event)', () => {
    expect(activityItems([])).toEqual([]);
  });
});

describe('chartRows', () => {
  it('labels each week by its Sunday, oldest first, whatever the local zone', () => {
    const weeks = [
      { weekStart: '2025-06-08', count: 2 },
      { weekStart: '2025-06-01', count: 1 },
    ];
    expect(chartRows(weeks)).toEqual([
      { week: '1 Jun', label: 'Week of 1 Jun 2025', count: 1 },
      { week: '8 Jun', label: 'Week of 8 Jun 2025', count: 2 },
    ]);
    expect(chartTotal(weeks)).toBe(3);
  });
});
