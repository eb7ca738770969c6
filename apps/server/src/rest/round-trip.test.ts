/**
 * What a GET answers can be sent back whole in a PUT (field-names.ts): read names are taken as
 * their write fields, read-only ones are ignored, and the record comes back as it was.
 */
import { describe, expect } from 'vitest';

import { seedSuperAdmin } from '@app/api/testing';

import { createCompany, expectSuccess } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';
import { fillPath, pngFile, sendForm } from '../testing/rest-platform';

type Answer = Record<string, unknown> & { id: string };

const without = (record: unknown, ...keys: string[]) =>
  Object.fromEntries(Object.entries(record as Answer).filter(([key]) => !keys.includes(key)));

/**
 * Companies rest-trip-a and rest-trip-b; tests call as a's owner unless given headers.
 * `roundTrip` reads `key` at `path` (a table path) filled with `params`, sends it back whole with
 * PUT (or `edit` of it), reads again, and answers both reads; `created` answers what a POST made.
 */
const it = crmTest('rest-trip-a', 'rest-trip-b', { role: 'owner' })
  .extend(
    'roundTrip',
    { scope: 'file' },
    ({ req }) =>
      async (
        path: string,
        params: Record<string, string | number>,
        key: string,
        options: { headers?: Record<string, string>; edit?: (read: Answer) => Answer } = {},
      ) => {
        const url = fillPath(path, params);
        const read = async () =>
          expectSuccess(await req('GET', url, undefined, options.headers), 'GET', path)[key] as Answer;
        const before = await read();
        const put = await req('PUT', url, options.edit ? options.edit(before) : before, options.headers);
        expectSuccess(put, 'PUT', path);
        return { before, after: await read() };
      },
  )
  .extend(
    'created',
    { scope: 'file' },
    ({ req }) =>
      async (path: string, body: object, params: Record<string, string> = {}) =>
        Object.values(expectSuccess(await req('POST', fillPath(path, params), body), 'POST', path))[0] as Answer,
  );

describe('GET, then PUT what it answered: 200 and the record unchanged', () => {
  it('an enquiry sent with the read names (value, deliveryDate, comment) stores them', async ({
    req,
    addLead,
    roundTrip,
    created,
  }) => {
    const leadId = await addLead({ clientName: 'Valued Client' });
    const enquiry = await created('/api/crm/enquiries', {
      leadId,
      requirement: 'Online store',
      value: 250000,
      deliveryDate: '2026-12-24',
      comment: 'Sent under the names the list shows',
    });
    expect(enquiry).toMatchObject({
      value: 250000,
      estimatedValue: 250000,
      deliveryDate: '2026-12-24',
      expectedDeliveryDate: '2026-12-24',
      comment: 'Sent under the names the list shows',
      comments: 'Sent under the names the list shows',
    });
    const list = expectSuccess(await req('GET', `/api/crm/enquiries?leadId=${leadId}`), 'GET', '/api/crm/enquiries');
    expect(list.summary).toMatchObject({ total: 1, totalValue: 250000 });
    const { before, after } = await roundTrip('/api/crm/enquiries/:id', { id: enquiry.id }, 'enquiry');
    expect(without(after, 'updatedAt')).toEqual(without(before, 'updatedAt'));
  });

  it('a lead, a meeting and an enquiry', async ({ signedIn: [a], brandId, roundTrip, created }) => {
    const lead = await created('/api/crm/leads', {
      brandId,
      clientName: 'Round Trip',
      date: '2026-01-10',
      hq: 'Pune',
      mobileNumber: '+91 98765 43210',
      emailId: 'round@trip.io',
      designation: 'CTO',
      linkedin: 'https://linkedin.com/in/round',
      website: 'https://trip.io',
      stage: 'Closed Won',
      priority: 'High',
      csPersonId: a.member.id,
      comment: 'First call went well',
      nextFollowUpDate: '2026-02-01',
      estimatedValue: 1200.5,
    });
    const meeting = await created('/api/crm/meetings', {
      leadId: lead.id,
      scheduledDate: '2026-12-01T10:00:00Z',
      location: 'Their office',
      notes: 'Bring the deck',
      nextFollowUpDate: '2026-12-02',
    });
    const enquiry = await created('/api/crm/enquiries', {
      leadId: lead.id,
      requirement: 'Mobile app',
      estimatedValue: 900,
      assignedTo: a.admin.id,
      stage: 'Negotiation',
    });
    for (const [kind, key, id] of [
      ['leads', 'lead', lead.id],
      ['meetings', 'meeting', meeting.id],
      ['enquiries', 'enquiry', enquiry.id],
    ] as const) {
      const { before, after } = await roundTrip(`/api/crm/${kind}/:id`, { id }, key);
      expect(without(after, 'updatedAt'), kind).toEqual(without(before, 'updatedAt'));
    }
  });

  it('a brand with its owner, logo, address and custom field, as JSON', async ({
    server,
    signedIn: [a],
    roundTrip,
    created,
  }) => {
    await created('/api/crm/custom-columns', { entity: 'brand', name: 'tier', label: 'Tier', type: 'text' });
    const form = await sendForm(server.app, 'POST', '/api/crm/brands', a.request.owner, {
      name: 'Trip Foods',
      industry: 'Food',
      brandOwner: a.member.id,
      'address[city]': 'Pune',
      'socialMedia[twitter]': '@trip',
      'customFields[tier]': 'gold',
      logo: pngFile(),
    });
    const brand = expectSuccess(form, 'POST', '/api/crm/brands').brand as Answer;
    const { before, after } = await roundTrip('/api/crm/brands/:id', { id: brand.id }, 'brand');
    expect(before).toMatchObject({ brandOwner: { id: a.member.id }, customFields: { tier: 'gold' } });
    expect(before.logo).toEqual(expect.any(String));
    // The logo's link is signed when read; the file behind it is the same.
    expect(after.logo).toEqual(expect.any(String));
    expect(without(after, 'updatedAt', 'logo')).toEqual(without(before, 'updatedAt', 'logo'));
  });

  it('a team member, on the company host and on the platform host', async ({ admin, signedIn: [a], roundTrip }) => {
    const portal = await roundTrip('/api/company/team/:memberId', { memberId: a.member.id }, 'user');
    expect(portal.after).toEqual(portal.before);
    const platform = await roundTrip(
      '/api/super-admin/companies/:companyId/team/:memberId',
      { companyId: a.company.id, memberId: a.admin.id },
      'user',
      { headers: admin },
    );
    expect(platform.after).toEqual(platform.before);
  });

  it('a column, a lead note (edited), your own profile, a company and a super admin', async ({
    req,
    server,
    admin,
    signedIn: [a],
    addLead,
    roundTrip,
    created,
  }) => {
    const columns = expectSuccess(
      await req('GET', '/api/crm/custom-columns?entity=brand'),
      'GET',
      '/api/crm/custom-columns',
    ).columns as Answer[];
    const tier = columns.find((c) => c.name === 'tier')!;
    // Columns are read as a list: one of them, relabelled, is sent back whole.
    const put = await req('PUT', fillPath('/api/crm/custom-columns/:id', { id: tier.id }), {
      ...tier,
      label: 'Tier level',
    });
    const column = expectSuccess(put, 'PUT', '/api/crm/custom-columns/:id').column;
    expect(without(column, 'updatedAt')).toEqual({ ...without(tier, 'updatedAt'), label: 'Tier level' });

    const leadId = await addLead({ clientName: 'Noted' });
    const note = await created('/api/crm/leads/:id/notes', { content: 'First' }, { id: leadId });
    const notePath = fillPath('/api/crm/leads/:id/notes/:noteId', { id: leadId, noteId: note.id });
    const edited = await req('PUT', notePath, { ...note, content: 'Second' });
    expect(expectSuccess(edited, 'PUT', '/api/crm/leads/:id/notes/:noteId').note).toMatchObject({
      content: 'Second',
      isEdited: true,
    });

    const me = a.request.team_member;
    const profile = await roundTrip('/api/user/profile', {}, 'user', { headers: me });
    expect(profile.after).toEqual(profile.before);

    const made = await createCompany(server.app, admin, 'rest-trip-c', { phone: '+91 20 5555 0100' });
    // Its contact and branding are grouped in answers: changed there, they are saved.
    const regrouped = (read: Answer) => ({
      ...read,
      contact: { ...(read.contact as object), phone: '+91 20 5555 0199' },
      branding: { ...(read.branding as object), themeColor: '#123456' },
    });
    const company = await roundTrip('/api/super-admin/companies/:id', { id: made.id }, 'company', {
      headers: admin,
      edit: regrouped,
    });
    expect(without(company.after, 'updatedAt')).toEqual(without(regrouped(company.before), 'updatedAt'));

    const other = await seedSuperAdmin(server.harness, 'second@example.com', 'Second Admin');
    const superAdmin = await roundTrip('/api/super-admin/super-admins/:id', { id: other.id }, 'superAdmin', {
      headers: admin,
    });
    expect(superAdmin.after).toEqual(superAdmin.before);
  });

  it('the id in the URL wins over the one in the body', async ({ req, addLead }) => {
    const [first, second] = [await addLead({ clientName: 'First' }), await addLead({ clientName: 'Second' })];
    const read = expectSuccess(await req('GET', `/api/crm/leads/${first}`), 'GET', '/api/crm/leads/:id').lead as Answer;
    const put = await req('PUT', `/api/crm/leads/${second}`, { ...read, clientName: 'Second, renamed' });
    expect(expectSuccess(put, 'PUT', '/api/crm/leads/:id').lead).toMatchObject({
      id: second,
      clientName: 'Second, renamed',
    });
    const untouched = expectSuccess(await req('GET', `/api/crm/leads/${first}`), 'GET', '/api/crm/leads/:id');
    expect(untouched.lead).toEqual(read);
  });
});
