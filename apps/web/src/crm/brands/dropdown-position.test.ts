import { describe, expect, it } from 'vitest';

import { ownerDropdownPosition } from './dropdown-position';

describe('owner dropdown position (240px)', () => {
  it('opens upward only when little room below and enough above', () => {
    expect(ownerDropdownPosition({ top: 600, bottom: 640 }, 800)).toBe('top');
    expect(ownerDropdownPosition({ top: 600, bottom: 560 }, 800)).toBe('bottom');
    expect(ownerDropdownPosition({ top: 200, bottom: 240 }, 400)).toBe('bottom');
    expect(ownerDropdownPosition({ top: 241, bottom: 561 }, 800)).toBe('top');
    expect(ownerDropdownPosition({ top: 240, bottom: 600 }, 800)).toBe('bottom');
  });
});
