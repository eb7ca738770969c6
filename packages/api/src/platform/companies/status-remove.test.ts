import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { openSession } from '../company-team/test-fixtures';
import { companiesTest } from './companies-test';
import { companyRow, fileExists, schemaExists, timelineOf, tinyPng, upload } from './test-fixtures';

/**
 * `companies`: the super admin's companies calls; `create`: a company made through them;
 * `openSession`: a refresh-token family of a company's owner, as sign-in would open it;
 * `sessionById`: a session row as stored, or undefined once removed.
 */
const it = companiesTest()
  .extend(
    'openSession',
    { scope: 'file' },
    ({ app }) =>
      (companyId: number, subjectId: string) =>
        openSession(app, companyId, subjectId, 'owner'),
  )
  .extend(
    'sessionById',
    { scope: 'file' },
    ({ app }) =>
      async (id: string) =>
        (await app.deps.db.select().from(platformTables.sessions).where(eq(platformTables.sessions.id, id)))[0],
  );

describe('companies.setStatus', () => {
  it('marks a company inactive, signing out all its users, and back active', async ({
    app,
    companies,
    create,
    openSession,
    sessionById,
  }) => {
    const company = await create('status-co');
    const other = await create('other-co');
    const session = await openSession(company.id, company.ownerId!);
    const untouched = await openSession(other.id, other.ownerId!);

    const inactive = await companies().setStatus({ id: company.id, status: 'inactive' });
    expect(inactive).toMatchObject({
      message: MESSAGES.company.markedInactive,
      company: { status: 'inactive', displayStatus: 'inactive' },
    });
    expect((await sessionById(session.id))!.revokedAt).toBeInstanceOf(Date);
    expect((await sessionById(untouched.id))!.revokedAt).toBeNull();
    expect((await app.deps.directory.bySubdomain('status-co'))?.status).toBe('inactive');

    const active = await companies().setStatus({ id: company.id, status: 'active' });
    expect(active.message).toBe(MESSAGES.company.statusUpdated('active'));
    const events = (await timelineOf(app, company.id)).filter((e) => e.action === 'company_updated');
    expect(events.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        { fieldChanged: 'status', oldValue: 'active', newValue: 'inactive' },
        { fieldChanged: 'status', oldValue: 'inactive', newValue: 'active' },
      ]),
    );
  });

  it('refuses to activate an expired company', async ({ app, companies, create }) => {
    const company = await create('expired-co', { expiryDate: '2001-01-01' });
    await companies().setStatus({ id: company.id, status: 'inactive' });
    await expect(companies().setStatus({ id: company.id, status: 'active' })).rejects.toMatchObject({
      cause: { code: 'BAD_REQUEST', message: MESSAGES.company.expiredCannotActivate },
    });
    expect((await companyRow(app, company.id))!.status).toBe('inactive');
  });

  it('refuses other statuses and unknown companies', async ({ companies, create }) => {
    const company = await create('weird-status');
    await expect(companies().setStatus({ id: company.id, status: 'suspended' as 'active' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(companies().setStatus({ id: 424242, status: 'active' })).rejects.toMatchObject({
      cause: { code: 'NOT_FOUND' },
    });
  });
});

describe('companies.get and remove', () => {
  it('gets a company, or 404', async ({ companies, create }) => {
    const company = await create('get-me');
    expect((await companies().get({ id: company.id })).company).toEqual(company);
    await expect(companies().get({ id: 424242 })).rejects.toMatchObject({
      cause: { code: 'NOT_FOUND', message: MESSAGES.company.notFound },
    });
  });

  it('drops the schema, the row with its sessions and timeline, and every file', async ({
    app,
    storage,
    companies,
    create,
    openSession,
    sessionById,
  }) => {
    const company = await create('doomed', { logo: upload('l.png', tinyPng()), ownerDp: upload('o.png', tinyPng()) });
    const keep = await create('survivor', { logo: upload('l.png', tinyPng()) });
    const session = await openSession(company.id, company.ownerId!);
    const keys = [...storage.keys].filter((k) => k.startsWith(`companies/${company.id}/`));
    expect(keys).toHaveLength(2);

    const result = await companies().remove({ id: company.id });
    expect(result.message).toBe(MESSAGES.company.deleted);
    expect(await schemaExists(app, company.id)).toBe(false);
    expect(await companyRow(app, company.id)).toBeUndefined();
    expect(await sessionById(session.id)).toBeUndefined();
    expect(await timelineOf(app, company.id)).toEqual([]);
    for (const key of keys) expect(await fileExists(storage, key)).toBe(false);
    expect(await app.deps.directory.bySubdomain('doomed')).toBeNull();

    expect(await schemaExists(app, keep.id)).toBe(true);
    expect(await fileExists(storage, (await companyRow(app, keep.id))!.logoKey!)).toBe(true);
    await expect(companies().remove({ id: company.id })).rejects.toMatchObject({ cause: { code: 'NOT_FOUND' } });
  });

  it('keeps the delete when removing files fails, and logs it', async ({ app, storage, companies, create }) => {
    const company = await create('files-stuck');
    const errors: unknown[] = [];
    const original = { removePrefix: storage.removePrefix, error: app.deps.log.error };
    storage.removePrefix = () => Promise.reject(new Error('storage is down'));
    app.deps.log.error = (message) => void errors.push(message);
    try {
      await companies().remove({ id: company.id });
    } finally {
      storage.removePrefix = original.removePrefix;
      app.deps.log.error = original.error;
    }
    expect(await companyRow(app, company.id)).toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
