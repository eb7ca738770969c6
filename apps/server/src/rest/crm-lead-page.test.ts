/** The lead page's REST paths: activity and notes of a lead, through fastify.inject. */
import { describe, expect } from 'vitest';

import type { SerializedActivity } from '@app/api/crm/lead-activity/list';
import type { SerializedNote } from '@app/api/kit/notes/serialize';
import { PORTAL_ROLES } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';

import { expectFailure, expectSuccess, tenant } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';
import type { JsonCall } from '../testing/rest-fixture';
import { exeFile, fillPath, pdfFile, pngFile, sendForm } from '../testing/rest-platform';
import type { HttpMethod } from './route-types';

const ACTIVITY = '/api/crm/leads/:id/activity';
const NOTES = '/api/crm/leads/:id/notes';
const NOTE = '/api/crm/leads/:id/notes/:noteId';
const GHOST = '00000000-0000-4000-8000-000000000000';

/** Companies rest-lp-a and rest-lp-b; tests call as a's admin unless given headers. */
const it = crmTest('rest-lp-a', 'rest-lp-b', { role: 'admin' });
/** Lead Asha of a, whose page the tests read. */
let leadId: string;

it.beforeAll(async ({ addLead }) => {
  leadId = await addLead({ clientName: 'Asha' });
});

const activityOf = async (req: JsonCall, id = leadId, query = '') =>
  expectSuccess(await req('GET', `${fillPath(ACTIVITY, { id })}${query}`), 'GET', ACTIVITY);

describe('every path', () => {
  it('adds (multipart), lists, edits and deletes a note; the timeline shows each, newest first', async ({
    req,
    server,
    signedIn: [a],
  }) => {
    const url = fillPath(NOTES, { id: leadId });
    const res = await sendForm(server.app, 'POST', url, a.request.team_member, {
      content: 'Sent the brochure',
      attachments: [pdfFile(), pngFile('logo.png')],
    });
    const note = expectSuccess(res, 'POST', NOTES).note as SerializedNote;
    expect(res.body.message).toBe(MESSAGES.crm.leadNotes.added);
    expect(note.attachments.map((x) => x.fileName)).toEqual(['report.pdf', 'logo.png']);
    const file = await server.app.inject({
      method: 'GET',
      url: note.attachments[0]!.fileUrl!,
      headers: { host: a.request.team_member.host },
    });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);

    const listed = expectSuccess(await req('GET', url), 'GET', NOTES).notes as SerializedNote[];
    expect(listed.map((n) => n.id)).toEqual([note.id]);

    const one = fillPath(NOTE, { id: leadId, noteId: note.id });
    const put = await sendForm(server.app, 'PUT', one, a.request.admin, {
      content: 'Sent the brochure and the price list',
      existingAttachments: JSON.stringify([note.attachments[0]!.id]),
    });
    expect((expectSuccess(put, 'PUT', NOTE).note as SerializedNote).attachments).toHaveLength(1);
    expect(expectSuccess(await req('DELETE', one), 'DELETE', NOTE)).toMatchObject({ id: note.id, _id: note.id });

    const data = await activityOf(req, leadId, '?page=1&limit=2');
    const entries = data.activity as SerializedActivity[];
    expect(entries.map((e) => [e.kind, e.by?.name])).toEqual([
      ['note_deleted', 'Ada Admin'],
      ['note_updated', 'Ada Admin'],
    ]);
    expect(data.pagination).toEqual({ page: 1, limit: 2, total: 4, pages: 2 });
  });

  it('shows a lead edit made through PUT /api/crm/leads/{id} on the timeline', async ({ req }) => {
    await req('PUT', fillPath('/api/crm/leads/:id', { id: leadId }), { stage: 'Closed Won' });
    const [entry] = (await activityOf(req)).activity as SerializedActivity[];
    expect(entry).toMatchObject({ kind: 'stage_changed', field: 'stage', oldValue: 'New', newValue: 'Won' });
  });
});

describe('failures', () => {
  it('answers 400 naming the field, 415 for a disallowed file, and records nothing', async ({
    req,
    server,
    signedIn: [a],
  }) => {
    const before = ((await activityOf(req)).pagination as { total: number }).total;
    const url = fillPath(NOTES, { id: leadId });
    expectFailure(await req('POST', url, { content: ' ' }), 400, 'VALIDATION_ERROR', {
      path: 'content',
      msg: MESSAGES.notes.contentRequired,
    });
    expectFailure(await req('GET', `${fillPath(ACTIVITY, { id: leadId })}?limit=1000`), 400, 'VALIDATION_ERROR', {
      path: 'limit',
    });
    expectFailure(await req('GET', fillPath(ACTIVITY, { id: 'nope' })), 400, 'VALIDATION_ERROR', { path: 'id' });
    expectFailure(await req('DELETE', fillPath(NOTE, { id: leadId, noteId: 'nope' })), 400, 'VALIDATION_ERROR', {
      path: 'noteId',
    });
    const exe = await sendForm(server.app, 'POST', url, a.request.admin, {
      content: 'x',
      attachments: [exeFile()],
    });
    expectFailure(exe, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'attachments.0' });
    expect(((await activityOf(req)).pagination as { total: number }).total).toBe(before);
  });

  it('lets every company role call each path; 401 without a token or with a platform token', async ({
    req,
    admin,
    signedIn: [a],
  }) => {
    for (const role of PORTAL_ROLES) {
      const headers = a.request[role];
      expectSuccess(await req('GET', fillPath(ACTIVITY, { id: leadId }), undefined, headers), 'GET', ACTIVITY);
      expectSuccess(await req('GET', fillPath(NOTES, { id: leadId }), undefined, headers), 'GET', NOTES);
      const created = await req('POST', fillPath(NOTES, { id: leadId }), { content: role }, headers);
      const { id } = expectSuccess(created, 'POST', NOTES).note as SerializedNote;
      const one = fillPath(NOTE, { id: leadId, noteId: id });
      expectSuccess(await req('PUT', one, { content: `${role}!` }, headers), 'PUT', NOTE);
      expectSuccess(await req('DELETE', one, undefined, headers), 'DELETE', NOTE);
    }
    const anonymous = tenant(a.company.subdomain);
    for (const headers of [anonymous, { ...anonymous, authorization: admin.authorization }]) {
      for (const [method, path] of [
        ['GET', ACTIVITY],
        ['GET', NOTES],
        ['POST', NOTES],
      ] as const) {
        const res = await req(
          method,
          fillPath(path, { id: leadId }),
          method === 'POST' ? { content: 'x' } : undefined,
          headers,
        );
        expectFailure(res, 401, 'UNAUTHORIZED');
      }
    }
  });

  it("answers 404 for an unknown lead, another company's lead and another lead's note", async ({
    req,
    server,
    signedIn: [a, b],
  }) => {
    const note = expectSuccess(await req('POST', fillPath(NOTES, { id: leadId }), { content: 'Mine' }), 'POST', NOTES)
      .note as SerializedNote;
    const crmB = server.harness.call(b.request.owner).crm;
    const { brand } = await crmB.brands.create({ name: 'B brand' });
    const bLead = (await crmB.leads.create({ brandId: brand.id, clientName: 'B', csPersonId: b.member.id })).lead.id;
    const cases: [HttpMethod, string, Record<string, string>][] = [
      ['GET', fillPath(ACTIVITY, { id: GHOST }), a.request.owner],
      ['GET', fillPath(ACTIVITY, { id: leadId }), b.request.owner],
      ['GET', fillPath(NOTES, { id: leadId }), b.request.owner],
      ['POST', fillPath(NOTES, { id: leadId }), b.request.owner],
      ['PUT', fillPath(NOTE, { id: leadId, noteId: note.id }), b.request.owner],
      ['DELETE', fillPath(NOTE, { id: leadId, noteId: note.id }), b.request.owner],
      ['PUT', fillPath(NOTE, { id: bLead, noteId: note.id }), b.request.owner],
      ['DELETE', fillPath(NOTE, { id: bLead, noteId: note.id }), b.request.owner],
      ['DELETE', fillPath(NOTE, { id: leadId, noteId: GHOST }), a.request.owner],
    ];
    for (const [method, url, headers] of cases) {
      const body = method === 'POST' || method === 'PUT' ? { content: 'x' } : undefined;
      expectFailure(await req(method, url, body, headers), 404, 'NOT_FOUND');
    }
    const still = expectSuccess(await req('GET', fillPath(NOTES, { id: leadId })), 'GET', NOTES)
      .notes as SerializedNote[];
    expect(still.find((n) => n.id === note.id)).toMatchObject({ content: 'Mine' });
  });

  it('is in the OpenAPI document', async ({ server }) => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/crm/leads/{id}/activity']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/crm/leads/{id}/notes']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/crm/leads/{id}/notes/{noteId}']!).sort()).toEqual(['delete', 'put']);
  });
});
