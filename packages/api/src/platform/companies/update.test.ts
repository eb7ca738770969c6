import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { sql, withTenant } from '@app/db';

import { companiesTest } from './companies-test';
import { companyRow, fileExists, timelineOf, tinyPng, upload } from './test-fixtures';

/**
 * `companies`: the super admin's companies calls; `create`: a company made through them;
 * `ownerNameInTenant`: the owner's name in the company's own users; `updates`: its
 * company_updated events.
 */
const it = companiesTest()
  .extend(
    'ownerNameInTenant',
    { scope: 'file' },
    ({ app }) =>
      (id: number) =>
        withTenant(
          app.deps.db,
          id,
          async (tx) => (await tx.execute<{ name: string }>(sql`select name from users where role = 'owner'`))[0]!.name,
        ),
  )
  .extend(
    'updates',
    { scope: 'file' },
    ({ app }) =>
      async (id: number) =>
        (await timelineOf(app, id)).filter((e) => e.action === 'company_updated'),
  );

describe('companies.update', () => {
  it('records one event per changed field and renames the owner in both places', async ({
    companies,
    create,
    ownerNameInTenant,
    updates,
  }) => {
    const company = await create('edit-me');
    const result = await companies().update({
      id: company.id,
      name: 'Renamed Co',
      subdomain: 'edit-me',
      phone: '',
      website: 'example.com',
      description: 'A test company',
      themeColor: '#00ff00',
      owner: { name: 'New Owner', email: 'owner@edit-me.test' },
    });
    expect(result.message).toBe(MESSAGES.company.updated);
    expect(result.company).toMatchObject({
      name: 'Renamed Co',
      contact: { phone: null, website: 'example.com' },
      branding: { themeColor: '#00FF00' },
      owner: { name: 'New Owner' },
    });
    expect(await ownerNameInTenant(company.id)).toBe('New Owner');

    const events = await updates(company.id);
    const byField = Object.fromEntries(events.map((e) => [(e.details as { fieldChanged: string }).fieldChanged, e]));
    expect(Object.keys(byField).sort()).toEqual(['name', 'owner.name', 'phone', 'themeColor']);
    expect(byField.name).toMatchObject({
      description: "Company name changed from 'Company edit-me' to 'Renamed Co'",
      details: { fieldChanged: 'name', oldValue: 'Company edit-me', newValue: 'Renamed Co' },
    });
    expect(byField.phone!.details).toEqual({ fieldChanged: 'phone', oldValue: '+1 555 0100', newValue: null });
  });

  it('says so and records nothing when nothing changed', async ({ companies, create, updates }) => {
    const company = await create('same-same');
    const result = await companies().update({
      id: company.id,
      name: company.name,
      owner: { fullName: company.owner.name! },
    });
    expect(result.message).toBe(MESSAGES.company.noChanges);
    expect(await updates(company.id)).toEqual([]);
  });

  it('refuses to change the owner email, naming the field', async ({ companies, create }) => {
    const company = await create('owner-mail');
    await expect(companies().update({ id: company.id, owner: { email: 'someone@else.test' } })).rejects.toMatchObject({
      cause: {
        code: 'VALIDATION_ERROR',
        fieldErrors: [{ path: 'owner.email', msg: MESSAGES.validation.ownerEmailChange }],
      },
    });
    // The same address in other letters is no change.
    await expect(
      companies().update({ id: company.id, owner: { email: 'OWNER@owner-mail.test' } }),
    ).resolves.toMatchObject({
      message: MESSAGES.company.noChanges,
    });
  });

  it('changes the subdomain only to a free one', async ({ app, companies, create }) => {
    const company = await create('sub-old');
    await create('sub-taken');
    await expect(companies().update({ id: company.id, subdomain: 'sub-taken' })).rejects.toMatchObject({
      cause: { code: 'CONFLICT' },
    });
    const moved = await companies().update({ id: company.id, subdomain: 'sub-new' });
    expect(moved.company.subdomain).toBe('sub-new');
    expect(await app.deps.directory.bySubdomain('sub-old')).toBeNull();
    expect((await app.deps.directory.bySubdomain('sub-new'))?.id).toBe(company.id);
  });

  it('replaces the logo and owner picture, removing the old files after the commit', async ({
    app,
    storage,
    companies,
    create,
    updates,
  }) => {
    const company = await create('pics', { logo: upload('a.png', tinyPng()), ownerDp: upload('b.png', tinyPng()) });
    const before = (await companyRow(app, company.id))!;
    await companies().update({ id: company.id, logo: upload('c.png', tinyPng()), ownerDp: upload('d.png', tinyPng()) });
    const after = (await companyRow(app, company.id))!;
    expect(after.logoKey).not.toBe(before.logoKey);
    expect(await fileExists(storage, before.logoKey!)).toBe(false);
    expect(await fileExists(storage, before.ownerAvatarKey!)).toBe(false);
    expect(await fileExists(storage, after.logoKey!)).toBe(true);
    const avatar = await withTenant(app.deps.db, company.id, async (tx) =>
      tx.execute<{ avatar_key: string }>(sql`select avatar_key from users`),
    );
    expect(avatar[0]!.avatar_key).toBe(after.ownerAvatarKey);

    const removed = await companies().update({ id: company.id, removeLogo: true });
    expect(removed.company.branding.logo).toBeNull();
    expect(await fileExists(storage, after.logoKey!)).toBe(false);
    const fields = (await updates(company.id)).map((e) => (e.details as { fieldChanged: string }).fieldChanged).sort();
    expect(fields).toEqual(['logo', 'logo', 'owner.avatar']);
  });

  it('stores nothing new and keeps the old logo when the edit is refused', async ({
    app,
    storage,
    companies,
    create,
  }) => {
    const company = await create('keep-pics', { logo: upload('a.png', tinyPng()), expiryDate: '2000-01-01' });
    const logoKey = (await companyRow(app, company.id))!.logoKey!;
    await companies().update({ id: company.id, status: 'inactive' });
    await create('keep-taken');
    const filesBefore = [...storage.keys].sort();
    // Refused before the upload (subdomain pre-check) ...
    const taken = companies().update({ id: company.id, subdomain: 'keep-taken', logo: upload('c.png', tinyPng()) });
    await expect(taken).rejects.toMatchObject({ cause: { code: 'CONFLICT' } });
    // ... and inside the transaction, after the new file was stored: it must go again.
    const expired = companies().update({ id: company.id, status: 'active', logo: upload('c.png', tinyPng()) });
    await expect(expired).rejects.toMatchObject({ cause: { code: 'BAD_REQUEST' } });
    expect([...storage.keys].sort()).toEqual(filesBefore);
    expect(await fileExists(storage, logoKey)).toBe(true);
    expect((await companyRow(app, company.id))!.logoKey).toBe(logoKey);
  });

  it('treats status in the body like the status call', async ({ app, request, companies, create }) => {
    const company = await create('body-status', { expiryDate: '2000-01-01' });
    await companies().update({ id: company.id, status: 'inactive' });
    await expect(companies().update({ id: company.id, status: 'active' })).rejects.toMatchObject({
      cause: { code: 'BAD_REQUEST', message: MESSAGES.company.expiredCannotActivate },
    });
    // Moving the end date in the same edit makes activation legitimate.
    const ok = await companies().update({ id: company.id, status: 'active', expiryDate: '2999-01-01' });
    expect(ok.company).toMatchObject({ status: 'active', displayStatus: 'active' });
    const status = await app.call(request).platform.companies.update({ id: company.id, status: 'inactive' });
    expect(status.message).toBe(MESSAGES.company.markedInactive);
  });

  it('answers 404 for an unknown company', async ({ companies }) => {
    await expect(companies().update({ id: 999999, name: 'Nope' })).rejects.toMatchObject({
      cause: { code: 'NOT_FOUND' },
    });
  });
});
