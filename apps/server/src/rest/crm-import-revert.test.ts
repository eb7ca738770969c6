/**
 * POST /api/crm/imports/{id}/revert: owners, admins and whoever ran the import may undo it; another
 * member gets 403, another company's host 404; a second request 409. The work runs as a job.
 */
import { describe, expect, it } from 'vitest';

import { runRevert } from '@app/api/crm/imports/revert-run';
import { runQueued } from '@app/api/crm/imports/test-fixtures';
import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { fillPath, sendForm } from '../testing/rest-platform';
import { portalCall, portalRestFixture } from '../testing/rest-portal';

const f = portalRestFixture('rest-rev-a', 'rest-rev-b');
const req = portalCall(f);
const ONE = '/api/crm/imports/:id';
const m = MESSAGES.crm.imports;

async function completedImport(role: 'owner' | 'team_member') {
  await req('POST', '/api/crm/brands', { name: 'Zenith Foods' });
  const file = {
    filename: 'leads.csv',
    type: 'text/csv',
    data: Buffer.from('Client Name,Brand\nRevert Me,Zenith Foods\n'),
  };
  const created = await sendForm(f.server.app, 'POST', '/api/crm/imports', f.a.request[role], { kind: 'lead', file });
  const id = (expectSuccess(created, 'POST', '/api/crm/imports').import as { id: string }).id;
  await req('POST', fillPath(`${ONE}/start`, { id }), {}, role);
  await runQueued(f.server.harness, f.a.company.id);
  return id;
}

describe('undoing an import over REST', () => {
  it('is queued for the importer or a manager, refused to another member and to another company', async () => {
    const id = await completedImport('owner');
    const url = fillPath(`${ONE}/revert`, { id });
    expectFailure(await req('POST', url, {}, 'team_member'), 403, 'FORBIDDEN');
    expectFailure(
      await call(f.server.app, { method: 'POST', url, headers: f.b.request.owner, payload: {} }),
      404,
      'NOT_FOUND',
    );
    const queued = expectSuccess(await req('POST', url, {}, 'admin'), 'POST', `${ONE}/revert`);
    expect(queued.import).toMatchObject({ revert: { status: 'queued', total: 1 } });
    expectFailure(await req('POST', url, {}), 409, 'CONFLICT', undefined);
    await runRevert(f.server.harness.deps, { companyId: f.a.company.id, importId: id });
    const after = expectSuccess(await req('GET', fillPath(ONE, { id })), 'GET', ONE);
    expect(after.import).toMatchObject({ revert: { status: 'completed', deleted: 1, kept: 0 } });

    const mine = await completedImport('team_member');
    const own = await req('POST', fillPath(`${ONE}/revert`, { id: mine }), {}, 'team_member');
    expectSuccess(own, 'POST', `${ONE}/revert`);
    expect(own.body.message).toBe(m.revertQueued);
  });
});
