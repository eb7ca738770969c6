import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { setDisplayTimeZone } from '../../kit/format/display-zone';
import type { LeadOption } from '../kit/lead-option';
import {
  fromPickerTime,
  meetingFormDefaults,
  meetingToValues,
  meetingValuesToInput,
  pickLead,
  toPickerTime,
  validateMeeting,
} from './meeting-form';

const asha: LeadOption = { id: 'l1', clientName: 'Asha', brand: 'Acme', brandId: 'b1', csPersonId: 'u1' };
const ravi: LeadOption = { id: 'l2', clientName: 'Ravi', brand: 'Zen', brandId: 'b2', csPersonId: 'u2' };

describe('meeting form', () => {
  it('defaults to 60 minutes, Initial Call, Video Call, Scheduled and Pending', () => {
    expect(meetingFormDefaults()).toMatchObject({
      duration: 60,
      type: 'Initial Call',
      mode: 'Video Call',
      status: 'Scheduled',
      outcome: 'Pending',
      title: '',
    });
  });

  it("titles the meeting after the picked lead's client until the user types a title", () => {
    const picked = pickLead(meetingFormDefaults(), asha);
    expect(picked.title).toBe('Meeting with Asha');
    expect(pickLead(picked, ravi).title).toBe('Meeting with Ravi');
    const typed = pickLead({ ...picked, title: 'Pricing talk' }, ravi);
    expect(typed.title).toBe('Pricing talk');
  });

  it("takes the lead's CS person unless one was picked by hand", () => {
    const picked = pickLead(meetingFormDefaults(), asha);
    expect(picked.csPersonId).toBe('u1');
    expect(pickLead(picked, ravi).csPersonId).toBe('u2');
    expect(pickLead({ ...picked, csPersonId: 'u9' }, ravi).csPersonId).toBe('u9');
  });

  it('keeps the scheduled time through the picker and back', () => {
    const iso = new Date(2026, 10, 23, 15, 30).toISOString();
    expect(toPickerTime(iso)).toBe('2026-11-23 15:30:00');
    expect(fromPickerTime(toPickerTime(iso))).toBe(iso);
    expect(fromPickerTime('')).toBeNull();
  });

  it("picks on the company's clock, whatever the browser's zone", () => {
    // 09:00 in Kolkata is 03:30 UTC; in New York 09:00 on the DST-change day is 14:00 UTC.
    expect(toPickerTime('2026-11-23T03:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-23 09:00:00');
    expect(fromPickerTime('2026-11-23 09:00:00', 'Asia/Kolkata')).toBe('2026-11-23T03:30:00.000Z');
    expect(fromPickerTime('2026-11-01 09:00:00', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z');
    setDisplayTimeZone('Asia/Kolkata');
    try {
      expect(
        meetingValuesToInput({ ...meetingFormDefaults(), scheduledDate: '2026-11-23 09:00:00' }).scheduledDate,
      ).toBe('2026-11-23T03:30:00.000Z');
      expect(meetingToValues({ scheduledDate: '2026-11-23T03:30:00.000Z' }).scheduledDate).toBe('2026-11-23 09:00:00');
    } finally {
      setDisplayTimeZone(undefined);
    }
    expect(fromPickerTime('2026-13-45 09:00:00', 'Asia/Kolkata')).toBeNull();
  });

  it('reads a stored meeting, its lead included, and sends the input', () => {
    const values = meetingToValues({ leadId: 'l1', clientName: 'Asha', brand: 'Acme', duration: 30, title: '' });
    expect(values.title).toBe('Meeting with Asha');
    expect(values.lead).toMatchObject({ id: 'l1', brand: 'Acme' });
    const input = meetingValuesToInput({ ...values, scheduledDate: '2026-11-23 10:00:00', location: ' ' });
    expect(input).toMatchObject({ leadId: 'l1', duration: 30, location: null, title: 'Meeting with Asha' });
  });

  it('requires title, lead, a time and a duration of 5 to 1440 minutes', () => {
    const t = MESSAGES.web.crmMeetings;
    expect(validateMeeting({ ...meetingFormDefaults(), duration: 0 })).toEqual({
      title: t.titleRequired,
      lead: t.leadRequired,
      scheduledDate: t.scheduledRequired,
      duration: t.durationRange(5, 1440),
    });
  });
});
