import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import {
  enquiryFormDefaults,
  enquiryToValues,
  enquiryValuesToInput,
  pickEnquiryLead,
  validateEnquiry,
} from './enquiry-form';
import { canSendProposal } from './enquiry-row';

const t = MESSAGES.web.crmEnquiries;
const lead = { id: 'l1', clientName: 'Asha Rao', brand: 'Kaveri Foods', brandId: 'b1', csPersonId: 'u1' };

describe('enquiry form', () => {
  it('starts with product type Website, priority and urgency Medium, stage New, nothing else', () => {
    const values = enquiryFormDefaults();
    expect(values).toMatchObject({ productType: 'Website', priority: 'Medium', urgency: 'Medium', stage: 'New' });
    expect(values.lead).toBeNull();
    expect(values.estimatedValue).toBe('');
    expect(values.csPersonId).toBe('');
  });

  it('requires a lead and a requirement, and refuses a negative value', () => {
    expect(validateEnquiry(enquiryFormDefaults())).toMatchObject({
      lead: t.leadRequired,
      requirement: t.requirementRequired,
      estimatedValue: undefined,
    });
    const filled = { ...enquiryFormDefaults(), lead, requirement: '  Website  ', estimatedValue: -1 };
    expect(validateEnquiry(filled)).toEqual({ lead: undefined, requirement: undefined, estimatedValue: t.valueMin });
  });

  it('takes the CS person from the picked lead unless one was chosen by hand', () => {
    const picked = pickEnquiryLead(enquiryFormDefaults(), lead);
    expect(picked.csPersonId).toBe('u1');
    const other = { ...lead, id: 'l2', csPersonId: 'u2' };
    expect(pickEnquiryLead(picked, other).csPersonId).toBe('u2');
    expect(pickEnquiryLead({ ...picked, csPersonId: 'u9' }, other).csPersonId).toBe('u9');
  });

  it('sends empty fields as null and the value as a number', () => {
    const input = enquiryValuesToInput({
      ...enquiryFormDefaults(),
      lead,
      requirement: ' Store ',
      estimatedValue: 150000,
    });
    expect(input).toMatchObject({
      leadId: 'l1',
      requirement: 'Store',
      estimatedValue: 150000,
      productType: 'Website',
      title: null,
      expectedDeliveryDate: null,
      assignedTo: null,
      csPersonId: null,
      comments: null,
    });
    expect(enquiryValuesToInput(enquiryFormDefaults()).estimatedValue).toBeNull();
  });

  it('reads a stored enquiry back, unknown list values as the defaults', () => {
    const values = enquiryToValues({
      leadId: 'l1',
      clientName: 'Asha Rao',
      brand: 'Kaveri Foods',
      requirement: 'App',
      productType: 'Hologram',
      estimatedValue: 2500,
      expectedDeliveryDate: '2026-12-01',
      stage: 'Won',
      urgency: 'High',
      comments: 'Call back',
    });
    expect(values).toMatchObject({
      lead: { id: 'l1', clientName: 'Asha Rao', brand: 'Kaveri Foods' },
      productType: 'Website',
      estimatedValue: 2500,
      expectedDeliveryDate: '2026-12-01',
      stage: 'Won',
      priority: 'Medium',
      urgency: 'High',
      comments: 'Call back',
    });
  });

  it('offers Send Proposal only for enquiries not yet Won or Lost', () => {
    expect(canSendProposal('New')).toBe(true);
    expect(canSendProposal('Negotiation')).toBe(true);
    expect(canSendProposal('Won')).toBe(false);
    expect(canSendProposal('Lost')).toBe(false);
  });
});
