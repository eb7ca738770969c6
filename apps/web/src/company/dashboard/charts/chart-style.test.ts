import { DEFAULT_THEME, mergeThemeOverrides, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { DEFAULT_THEME_COLOR, LEAD_STAGES } from '@app/contracts';

import { AA_TEXT, contrastRatio } from '../../../theme/contrast';
import { createAppTheme } from '../../../theme/theme';
import { CRM_BADGE_COLORS } from '../../../crm/kit/badge-colors';
import { colorValue, textOnChartColor } from './chart-style';

const theme = mergeThemeOverrides(DEFAULT_THEME, createAppTheme(DEFAULT_THEME_COLOR)) as MantineTheme;

describe('chart colours', () => {
  it('resolves theme colours and the company colour to their hex values', () => {
    expect(colorValue(theme, 'blue.6')).toBe(DEFAULT_THEME.colors.blue[6]);
    expect(colorValue(theme, 'teal.3')).toBe(DEFAULT_THEME.colors.teal[3]);
    expect(colorValue(theme, 'primary')).toBe(DEFAULT_THEME_COLOR);
  });

  it('writes every funnel stage’s count in a colour that reaches AA on its bar', () => {
    for (const stage of LEAD_STAGES) {
      const bar = `${CRM_BADGE_COLORS.leadStage[stage]}.6`;
      expect(contrastRatio(textOnChartColor(theme, bar), colorValue(theme, bar)), stage).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
    }
  });

  it('follows a company colour: white on a dark one, black on a light one', () => {
    const navy = mergeThemeOverrides(DEFAULT_THEME, createAppTheme('#1e3a8a')) as MantineTheme;
    expect(textOnChartColor(navy, 'primary')).toBe('#ffffff');
    expect(textOnChartColor(theme, 'primary')).toBe('#000000');
  });
});
