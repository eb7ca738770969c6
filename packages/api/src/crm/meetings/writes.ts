/** Meeting create, update and delete inside the request's transaction (docs/product/crm.md#meetings). */
import { MESSAGES, type CreateMeetingInput, type UpdateMeetingInput } from '@app/contracts';
import { eq, tenantTables, type Executor } from '@app/db';

import { personIdOf } from '../../core/middlewares/auth';
import { definedOnly } from '../brands/fields';
import { resolveCsPerson } from '../cs-person';
import { customFieldsOnWrite } from '../custom-fields/record-values';
import { leadOf } from '../lead-ref';
import { actorOf, recordLeadActivity } from '../lead-activity/record';
import { meetingEntries } from '../lead-activity/record-changes';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { scheduleMeetingReminder } from '../reminders/meeting-reminder';
import { findMeeting, readBackMeeting } from './reads';

const { meetings } = tenantTables;

type MeetingPatch = Omit<UpdateMeetingInput, 'id'>;

/**
 * The columns a form sets; undefined fields are left as they are. `stored` is the meeting's custom
 * fields before an update (null on create).
 */
async function meetingColumns(tx: Executor, input: MeetingPatch, stored: Record<string, unknown> | null) {
  const { csPerson: _name, csPersonId: _id, scheduledDate, duration, title, customFields, ...plain } = input;
  return definedOnly({
    ...plain,
    customFields: await customFieldsOnWrite(tx, 'meeting', customFields, stored),
    title: title ?? undefined,
    scheduledAt: scheduledDate,
    durationMinutes: duration,
    csPersonId: await resolveCsPerson(tx, input),
  });
}

export async function createMeeting(ctx: TenantContext, input: CreateMeetingInput) {
  const lead = await leadOf(ctx.tx, input.leadId);
  const values = await meetingColumns(ctx.tx, input, null);
  const now = ctx.deps.now();
  const [row] = await ctx.tx
    .insert(meetings)
    .values({
      title: MESSAGES.crm.meetings.defaultTitle(lead.clientName),
      // The lead's CS person looks after its meetings unless another is picked.
      csPersonId: lead.csPersonId,
      ...values,
      leadId: lead.id,
      scheduledAt: input.scheduledDate,
      createdBy: personIdOf(ctx.actor),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordLeadActivity(ctx.tx, meetingEntries(null, row!, actorOf(ctx.actor)));
  await scheduleMeetingReminder(ctx.deps, ctx.tx, ctx.company.id, row!);
  return readBackMeeting(ctx.tx, row!.id);
}

export async function updateMeeting(ctx: TenantContext, { id, ...patch }: UpdateMeetingInput) {
  const { meeting } = await findMeeting(ctx.tx, id);
  const lead = await leadOf(ctx.tx, patch.leadId ?? meeting.leadId);
  const values = await meetingColumns(ctx.tx, patch, meeting.customFields);
  // A cleared title falls back to the default one, as the form shows it.
  const title = patch.title === null ? MESSAGES.crm.meetings.defaultTitle(lead.clientName) : values.title;
  const [after] = await ctx.tx
    .update(meetings)
    .set({ ...values, title, updatedAt: ctx.deps.now() })
    .where(eq(meetings.id, meeting.id))
    .returning();
  await recordLeadActivity(ctx.tx, meetingEntries(meeting, after!, actorOf(ctx.actor)));
  await scheduleMeetingReminder(ctx.deps, ctx.tx, ctx.company.id, after!, meeting);
  return readBackMeeting(ctx.tx, meeting.id);
}

export async function removeMeeting(ctx: TenantContext, id: string) {
  const { meeting } = await findMeeting(ctx.tx, id);
  await ctx.tx.delete(meetings).where(eq(meetings.id, meeting.id));
  return { id: meeting.id, _id: meeting.id };
}
