import { describe, expect, it } from 'vitest';

import { AA_TEXT, BLACK_TEXT_ABOVE, contrastRatio, readableOn, textOnFill, worstContrast } from './contrast';
import { luminance, mix, parseHex, toHex } from './palette';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#f97316', '#f97316')).toBe(1);
  });

  it('matches the published figures of the default orange and Mantine grey on white', () => {
    expect(contrastRatio('#f97316', '#ffffff')).toBeCloseTo(2.8, 1);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('readableOn', () => {
  const light = ['#ffffff', '#f8f9fa', '#f1f3f5'];
  const dark = ['#242424', '#2e2e2e', '#3b3b3b'];

  it('keeps a colour that already reads', () => {
    expect(readableOn('#1c7ed6', ['#000000'])).toBe('#1c7ed6');
    expect(readableOn('#222222', light)).toBe('#222222');
  });

  it('darkens a light colour on light backgrounds just enough to reach AA on all of them', () => {
    const shade = readableOn('#f97316', light);
    expect(worstContrast(shade, light)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(luminance(shade)).toBeLessThan(luminance('#f97316'));
    // 28 % of the way to black; one step (1 %) less would not have been enough.
    expect(shade).toBe(toHex(mix(parseHex('#f97316')!, 0, 0.28)));
    expect(worstContrast(toHex(mix(parseHex('#f97316')!, 0, 0.27)), light)).toBeLessThan(AA_TEXT);
  });

  it('lightens a dark colour on dark backgrounds', () => {
    const shade = readableOn('#1e3a8a', dark);
    expect(luminance(shade)).toBeGreaterThan(luminance('#1e3a8a'));
    expect(worstContrast(shade, dark)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the hue: a darkened orange is still more red than blue', () => {
    const [r, , b] = [1, 3, 5].map((i) => parseInt(readableOn('#f97316', light).slice(i, i + 2), 16)) as number[];
    expect(r).toBeGreaterThan(b! * 4);
  });

  it('honours a stricter ratio', () => {
    expect(worstContrast(readableOn('#f97316', ['#ffffff'], 7), ['#ffffff'])).toBeGreaterThanOrEqual(7);
  });

  it('refuses what is not a colour', () => {
    expect(() => readableOn('orange', light)).toThrow();
  });
});

describe('textOnFill', () => {
  it('picks black on light fills and white on dark ones, whichever contrasts more', () => {
    expect(textOnFill('#f97316')).toBe('#000000');
    expect(textOnFill('#1864ab')).toBe('#ffffff');
    for (const fill of ['#f97316', '#1864ab', '#40c057', '#fa5252', '#7950f2', '#767676']) {
      const text = textOnFill(fill);
      const other = text === '#000000' ? '#ffffff' : '#000000';
      expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(contrastRatio(other, fill));
      expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('switches where black and white give the same contrast', () => {
    expect((BLACK_TEXT_ABOVE + 0.05) / 0.05).toBeCloseTo(1.05 / (BLACK_TEXT_ABOVE + 0.05), 10);
  });
});
