import { describe, expect, it } from 'vitest';

import { counted } from './counted';
import { MESSAGES } from './index';

describe('counted', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(counted(1, 'lead')).toBe('1 lead');
    expect(counted(0, 'lead')).toBe('0 leads');
    expect(counted(65, 'lead')).toBe('65 leads');
    expect(counted(2, 'entry', 'entries')).toBe('2 entries');
  });

  it('reads right in the texts that count', () => {
    expect(MESSAGES.crm.imports.startAction(1)).toBe('Import 1 row');
    expect(MESSAGES.crm.imports.previewHint(1)).toBe('The row as it will be stored');
    expect(MESSAGES.crm.imports.previewHint(5)).toBe('The first 5 rows as they will be stored');
    expect(MESSAGES.crm.imports.rowsInvalid(1)).toMatch(/^1 row has errors,/);
    expect(MESSAGES.web.crmBoard.count(65)).toBe('65 leads');
  });
});
