import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { leadFormDefaults, leadToValues, normaliseStage, validateLead, valuesToInput } from './lead-form';

const t = MESSAGES.web.crmLeads;

describe('lead form', () => {
  it('starts at stage New, outcome Pending, priority Medium, dated today', () => {
    const values = leadFormDefaults(new Date(2026, 10, 3, 23, 30));
    expect(values).toMatchObject({ stage: 'New', outcome: 'Pending', priority: 'Medium', date: '2026-11-03' });
    expect(values.estimatedValue).toBe('');
  });

  it('reads the older stage names as the one list names them', () => {
    expect(normaliseStage('Closed Won')).toBe('Won');
    expect(normaliseStage('Closed Lost')).toBe('Lost');
    expect(normaliseStage('Got Enquiry')).toBe('Got Enquiry');
    expect(normaliseStage('Someday')).toBe('New');
    expect(leadToValues({ clientName: 'A', stage: 'Closed Lost' }).stage).toBe('Lost');
  });

  it('turns a stored lead into values and back, empty fields as null', () => {
    const values = leadToValues({
      clientName: 'Asha',
      brandId: 'b1',
      csPersonId: 'u1',
      date: '2026-01-05T00:00:00.000Z',
      nextFollowUpDate: '2026-02-01',
      estimatedValue: '150000',
      emailId: null,
    });
    expect(values).toMatchObject({ date: '2026-01-05', nextFollowUpDate: '2026-02-01', estimatedValue: 150000 });
    const input = valuesToInput({ ...values, hq: '  ', clientName: ' Asha ' });
    expect(input).toMatchObject({ clientName: 'Asha', hq: null, emailId: null, estimatedValue: 150000, brandId: 'b1' });
    expect(valuesToInput({ ...values, estimatedValue: '' }).estimatedValue).toBeNull();
  });

  it('requires client name, brand and CS person', () => {
    expect(validateLead(leadFormDefaults())).toEqual({
      clientName: t.clientNameRequired,
      brandId: t.brandRequired,
      csPersonId: t.csPersonRequired,
    });
    const filled = { ...leadFormDefaults(), clientName: 'A', brandId: 'b', csPersonId: 'u' };
    expect(Object.values(validateLead(filled)).filter(Boolean)).toEqual([]);
  });
});
