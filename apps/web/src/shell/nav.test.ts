import { describe, expect, it } from 'vitest';

import { activeNavTarget, flattenNav, isNavActive, splitBottomBar, type NavEntry, type NavItem } from './nav';

describe('isNavActive', () => {
  it.each([
    ['/', '/', true],
    ['/', '/companies', false],
    ['/companies', '/companies', true],
    ['/companies', '/companies/', true],
    ['/companies', '/companies/12', true],
    ['/companies', '/companies-archive', false],
    ['/team', '/companies', false],
  ])('%s on %s is %s', (to, pathname, expected) => {
    expect(isNavActive(to, pathname)).toBe(expected);
  });
});

describe('splitBottomBar', () => {
  it('keeps up to four entries in the bar', () => {
    expect(splitBottomBar([1, 2, 3])).toEqual({ bar: [1, 2, 3], more: [] });
    expect(splitBottomBar([1, 2, 3, 4])).toEqual({ bar: [1, 2, 3, 4], more: [] });
  });
  it('moves the rest under More', () => {
    expect(splitBottomBar([1, 2, 3, 4, 5, 6])).toEqual({ bar: [1, 2, 3, 4], more: [5, 6] });
  });
});

describe('nav groups', () => {
  const Icon = (() => null) as unknown as NavItem['icon'];
  const item = (to: string): NavItem => ({ label: to, to, icon: Icon });
  const entries: NavEntry[] = [
    item('/'),
    { label: 'Team Management', items: [item('/team'), item('/team/settings')] },
    item('/company/settings'),
  ];

  it('flattens groups in order for the bottom bar', () => {
    expect(flattenNav(entries).map((i) => i.to)).toEqual(['/', '/team', '/team/settings', '/company/settings']);
  });

  it.each([
    ['/', '/'],
    ['/team', '/team'],
    ['/team/settings', '/team/settings'],
    ['/team/settings/', '/team/settings'],
    ['/company/settings', '/company/settings'],
    ['/crm/leads', undefined],
  ])('on %s highlights only %s', (pathname, expected) => {
    expect(activeNavTarget(entries, pathname)).toBe(expected);
  });
});
