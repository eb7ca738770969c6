/**
 * POST /api/crm/imports/{id}/revert: owners, admins and whoever ran the import may undo it; another
 * member gets 403, another company's host 404; a second request 409. The work runs as a job.
 */
import { describe, expect } from 'vitest';

import { runRevert } from '@app/api/crm/imports/revert-run';
import { runQueued } from '@app/api/crm/imports/test-fixtures';
import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { fillPath, sendForm } from '../testing/rest-platform';

const ONE = '/api/crm/imports/:id';
const m = MESSAGES.crm.imports;

/**
 * Companies rest-rev-a and rest-rev-b, signed in as every role; tests call as a's owner unless
 * given headers. `completedImport`: a lead import of a, run to the end by `role`.
 */
const it = restTest({ signedIn: ['rest-rev-a', 'rest-rev-b'], as: 'owner' }).extend(
  'completedImport',
  { scope: 'file' },
  ({ server, req, signedIn: [a] }) =>
    async (role: 'owner' | 'team_member') => {
      await req('POST', '/api/crm/brands', { name: 'Zenith Foods' });
      const file = {
        filename: 'leads.csv',
        type: 'text/csv',
        data: Buffer.from('Client Name,Brand\nRevert Me,Zenith Foods\n'),
      };
      const created = await sendForm(server.app, 'POST', '/api/crm/imports', a.request[role], { kind: 'lead', file });
      const id = (expectSuccess(created, 'POST', '/api/crm/imports').import as { id: string }).id;
      await req('POST', fillPath(`${ONE}/start`, { id }), {}, a.request[role]);
      await runQueued(server.harness, a.company.id);
      return id;
    },
);

describe('undoing an import over REST', () => {
  it('is queued for the importer or a manager, refused to another member and to another company', async ({
    server,
    req,
    signedIn: [a, b],
    completedImport,
  }) => {
    const id = await completedImport('owner');
    const url = fillPath(`${ONE}/revert`, { id });
    expectFailure(await req('POST', url, {}, a.request.team_member), 403, 'FORBIDDEN');
    expectFailure(
      await call(server.app, { method: 'POST', url, headers: b.request.owner, payload: {} }),
      404,
      'NOT_FOUND',
    );
    const queued = expectSuccess(await req('POST', url, {}, a.request.admin), 'POST', `${ONE}/revert`);
    expect(queued.import).toMatchObject({ revert: { status: 'queued', total: 1 } });
    expectFailure(await req('POST', url, {}), 409, 'CONFLICT', undefined);
    await runRevert(server.harness.deps, { companyId: a.company.id, importId: id });
    const after = expectSuccess(await req('GET', fillPath(ONE, { id })), 'GET', ONE);
    expect(after.import).toMatchObject({ revert: { status: 'completed', deleted: 1, kept: 0 } });

    const mine = await completedImport('team_member');
    const own = await req('POST', fillPath(`${ONE}/revert`, { id: mine }), {}, a.request.team_member);
    expectSuccess(own, 'POST', `${ONE}/revert`);
    expect(own.body.message).toBe(m.revertQueued);
  });
});
