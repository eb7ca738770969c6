import { describe, expect, it } from 'vitest';

import { selectDigests, type DigestFollowUp, type DigestInput, type DigestMeeting } from './digest-selection';

const asha = { id: 'u-asha', name: 'Asha', email: 'asha@example.test', optedOut: false };
const ravi = { id: 'u-ravi', name: 'Ravi', email: 'ravi@example.test', optedOut: false };

const followUp = (id: string, csPersonId: string, nextFollowUpDate: string): DigestFollowUp => ({
  kind: 'lead',
  id,
  leadId: id,
  clientName: `Client ${id}`,
  brandName: 'Brand',
  requirement: null,
  csPersonId,
  nextFollowUpDate,
});

const meeting = (id: string, csPersonId: string, at: string): DigestMeeting => ({
  id,
  leadId: 'l',
  title: `Meeting ${id}`,
  clientName: 'Client',
  csPersonId,
  scheduledAt: new Date(at),
});

const base = (over: Partial<DigestInput>): DigestInput => ({
  now: new Date('2026-11-23T09:00:00Z'),
  timeZone: 'UTC',
  digestHour: 8,
  users: [asha, ravi],
  followUps: [],
  meetings: [],
  ...over,
});

const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('selectDigests', () => {
  it('is not due before the digest hour, and due from it to the end of the day', () => {
    const f = [followUp('a', asha.id, '2026-11-23')];
    expect(selectDigests(base({ now: new Date('2026-11-23T07:59:00Z'), followUps: f }))).toEqual({
      day: '2026-11-23',
      due: false,
      digests: [],
    });
    expect(selectDigests(base({ now: new Date('2026-11-23T08:00:00Z'), followUps: f })).digests).toHaveLength(1);
    expect(selectDigests(base({ now: new Date('2026-11-23T23:59:00Z'), followUps: f })).due).toBe(true);
  });

  it('splits overdue from today, oldest first, per CS person; later dates are not in it', () => {
    const { digests } = selectDigests(
      base({
        followUps: [
          followUp('today', asha.id, '2026-11-23'),
          followUp('old', asha.id, '2026-11-01'),
          followUp('older', asha.id, '2026-10-01'),
          followUp('tomorrow', asha.id, '2026-11-24'),
          followUp('ravis', ravi.id, '2026-11-20'),
        ],
      }),
    );
    const [a, r] = digests;
    expect(a!.user.id).toBe(asha.id);
    expect(ids(a!.overdue)).toEqual(['older', 'old']);
    expect(ids(a!.today)).toEqual(['today']);
    expect(ids(r!.overdue)).toEqual(['ravis']);
  });

  it('leaves out users who opted out and users with nothing to do', () => {
    const { digests } = selectDigests(
      base({
        users: [{ ...asha, optedOut: true }, ravi, { id: 'u-idle', name: 'Idle', email: 'i@x.test', optedOut: false }],
        followUps: [followUp('a', asha.id, '2026-11-23'), followUp('r', ravi.id, '2026-11-23')],
      }),
    );
    expect(digests.map((d) => d.user.id)).toEqual([ravi.id]);
  });

  it('uses the company day: 23:30 in Kolkata is the next day while UTC is still on the previous one', () => {
    // 18:00 UTC on the 23rd = 23:30 on the 23rd in Kolkata; 18:30 UTC = 00:00 on the 24th there.
    const input = base({
      timeZone: 'Asia/Kolkata',
      digestHour: 0,
      followUps: [followUp('d23', asha.id, '2026-11-23'), followUp('d24', asha.id, '2026-11-24')],
      meetings: [
        meeting('m-kolkata-24th', asha.id, '2026-11-23T19:00:00Z'),
        meeting('m-kolkata-23rd', asha.id, '2026-11-23T17:00:00Z'),
      ],
    });
    const late = selectDigests({ ...input, now: new Date('2026-11-23T18:00:00Z') });
    expect(late.day).toBe('2026-11-23');
    expect(ids(late.digests[0]!.today)).toEqual(['d23']);
    expect(ids(late.digests[0]!.meetings)).toEqual(['m-kolkata-23rd']);

    const next = selectDigests({ ...input, now: new Date('2026-11-23T18:30:00Z') });
    expect(next.day).toBe('2026-11-24');
    expect(ids(next.digests[0]!.overdue)).toEqual(['d23']);
    expect(ids(next.digests[0]!.today)).toEqual(['d24']);
    expect(ids(next.digests[0]!.meetings)).toEqual(['m-kolkata-24th']);

    // The same instant in UTC is still the 23rd.
    const utc = selectDigests({ ...input, timeZone: 'UTC', now: new Date('2026-11-23T18:30:00Z') });
    expect(utc.day).toBe('2026-11-23');
    expect(ids(utc.digests[0]!.today)).toEqual(['d23']);
  });

  it('follows the zone across a DST change: the 8:00 digest moves an hour in UTC', () => {
    // New York is UTC-4 until 1 November 2026 02:00, then UTC-5.
    const ny = base({ timeZone: 'America/New_York', followUps: [followUp('x', asha.id, '2026-10-31')] });
    expect(selectDigests({ ...ny, now: new Date('2026-10-31T11:59:00Z') }).due).toBe(false);
    expect(selectDigests({ ...ny, now: new Date('2026-10-31T12:00:00Z') }).due).toBe(true);
    expect(selectDigests({ ...ny, now: new Date('2026-11-02T12:30:00Z') }).due).toBe(false);
    expect(selectDigests({ ...ny, now: new Date('2026-11-02T13:00:00Z') }).due).toBe(true);
  });

  it("takes today's meetings of the day that is 23 hours long (spring forward)", () => {
    // 8 March 2026 in New York runs from 05:00 UTC to 04:00 UTC on the 9th.
    const { digests } = selectDigests(
      base({
        timeZone: 'America/New_York',
        digestHour: 0,
        now: new Date('2026-03-08T12:00:00Z'),
        meetings: [
          meeting('before', asha.id, '2026-03-08T04:59:00Z'),
          meeting('first', asha.id, '2026-03-08T05:00:00Z'),
          meeting('last', asha.id, '2026-03-09T03:59:00Z'),
          meeting('after', asha.id, '2026-03-09T04:00:00Z'),
        ],
      }),
    );
    expect(ids(digests[0]!.meetings)).toEqual(['first', 'last']);
  });
});
