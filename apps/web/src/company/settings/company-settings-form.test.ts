import { describe, expect, it } from 'vitest';

import { settingsFormData, validateCompanySettings } from './company-settings-form';

const initial = { name: 'Acme', themeColor: '#F97316' };

describe('validateCompanySettings', () => {
  it.each([
    ['', 'Company name is required'],
    ['   ', 'Company name is required'],
    ['A', 'Company name must be at least 2 characters'],
    ['x'.repeat(101), 'Company name cannot exceed 100 characters'],
    ['Ab', undefined],
    ['x'.repeat(100), undefined],
  ])('name %j: %s', (name, expected) => {
    expect(validateCompanySettings({ ...initial, name }).name).toBe(expected);
  });

  it.each([
    ['', 'Theme color is required'],
    ['f97316', 'Please enter a valid hex color'],
    ['#f9731', 'Please enter a valid hex color'],
    ['#ggg', 'Please enter a valid hex color'],
    ['#abc', undefined],
    ['#f97316', undefined],
  ])('theme colour %j: %s', (themeColor, expected) => {
    expect(validateCompanySettings({ ...initial, themeColor }).themeColor).toBe(expected);
  });
});

describe('settingsFormData', () => {
  const entries = (form: FormData | undefined) => (form ? [...form.entries()] : undefined);
  const noLogo = { file: null, remove: false };

  it('is undefined when nothing changed (a 3-digit colour equal to the stored one included)', () => {
    expect(settingsFormData({ name: ' Acme ', themeColor: '#f97316' }, initial, noLogo)).toBeUndefined();
    expect(
      settingsFormData({ name: 'Acme', themeColor: '#FA0' }, { name: 'Acme', themeColor: '#FFAA00' }, noLogo),
    ).toBe(undefined);
  });

  it('sends changed fields only, the colour expanded and upper-case', () => {
    expect(entries(settingsFormData({ name: 'Acme Ltd ', themeColor: '#0af' }, initial, noLogo))).toEqual([
      ['name', 'Acme Ltd'],
      ['themeColor', '#00AAFF'],
    ]);
  });

  it('sends an empty logo to remove it, and a picked file as the logo', () => {
    expect(entries(settingsFormData(initial, initial, { file: null, remove: true }))).toEqual([['logo', '']]);
    const file = new File([new Uint8Array([1])], 'logo.png', { type: 'image/png' });
    const sent = settingsFormData(initial, initial, { file, remove: true })?.get('logo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('logo.png');
  });
});
