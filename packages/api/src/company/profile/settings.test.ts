/**
 * company.profile.get and company.settings.update on a company host: the portal view, the product's
 * validation texts, logo storage, the company_updated timeline events and the host lookup.
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import {
  allowAdminSettings,
  companyEvents,
  failureOf,
  fileExists,
  oversizePng,
  platformCompany,
  portalFixture,
  svgUpload,
  tinyPng,
  upload,
} from '../../testing/portal';
import { CompanyDirectory } from '../../core/tenancy/directory';

const f = portalFixture('settings-co');
const v = MESSAGES.validation;

const settings = (role: 'owner' | 'admin' = 'owner') => f.co.as(role).company.settings;

describe('company.profile.get', () => {
  it('answers the portal view of the company, for every role', async () => {
    const { company } = await f.co.as('team_member').company.profile.get();
    expect(company).toEqual({
      id: f.co.company.id,
      _id: f.co.company.id,
      name: 'Company settings-co',
      subdomain: 'settings-co',
      description: null,
      createdAt: f.co.company.createdAt.toISOString(),
      branding: { logo: null, themeColor: expect.stringMatching(/^#[0-9A-F]{6}$/i) },
      contact: { website: null, phone: null },
      owner: { name: 'Olivia Owner' },
      ownerId: f.co.owner.id,
      subscription: { endDate: null },
      settings: {
        allowAdminCompanySettings: false,
        requireTwoFactor: false,
        timeZone: 'UTC',
        digestHour: 8,
        recordVisibility: 'all',
      },
    });
  });
});

describe('company.settings.update', () => {
  it('renames and recolours (3 digits become 6, upper-cased), one company_updated event per field', async () => {
    const before = (await companyEvents(f.app, f.co.company.id, 'company_updated')).length;
    const result = await settings().update({ name: '  Acme Works ', themeColor: '#a1c' });
    expect(result.message).toBe(MESSAGES.companySettings.updated);
    expect(result.company).toMatchObject({ name: 'Acme Works', branding: { themeColor: '#AA11CC' } });
    const events = (await companyEvents(f.app, f.co.company.id, 'company_updated')).slice(before);
    expect(
      events.map((e) => e.details).sort((a, b) => String(a.fieldChanged).localeCompare(String(b.fieldChanged))),
    ).toEqual([
      { fieldChanged: 'name', oldValue: 'Company settings-co', newValue: 'Acme Works' },
      { fieldChanged: 'themeColor', oldValue: expect.any(String), newValue: '#AA11CC' },
    ]);
    expect(events.every((e) => e.performedById === f.co.owner.id && e.performedByName === f.co.owner.name)).toBe(true);
  });

  it('answers "No changes were made" and records nothing when nothing changes', async () => {
    const before = (await companyEvents(f.app, f.co.company.id, 'company_updated')).length;
    expect(await settings().update({ name: 'Acme Works', themeColor: '#AA11CC' })).toMatchObject({
      message: MESSAGES.company.noChanges,
    });
    expect(await companyEvents(f.app, f.co.company.id, 'company_updated')).toHaveLength(before);
  });

  it('refuses bad names and colours with the product texts, naming the field, changing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', v.companyNameRequired],
      [{ name: 'A' }, 'name', v.companyNameMin],
      [{ name: 'x'.repeat(101) }, 'name', v.companyNameMax],
      [{ themeColor: '' }, 'themeColor', v.themeColorRequired],
      [{ themeColor: '#12345' }, 'themeColor', v.themeColorInvalid],
      [{ themeColor: 'f97316' }, 'themeColor', v.themeColorInvalid],
    ];
    for (const [input, path, msg] of cases) {
      const failure = await failureOf(settings().update(input as never));
      expect(failure, JSON.stringify(input)).toMatchObject({ status: 400, errors: [{ path, msg }] });
    }
    expect((await platformCompany(f.app, f.co.company.id)).name).toBe('Acme Works');
  });

  it('stores a logo, replaces it (the old file goes after the commit) and removes it with ""', async () => {
    const first = await settings().update({ logo: upload('logo.png', tinyPng()) });
    const firstKey = (await platformCompany(f.app, f.co.company.id)).logoKey!;
    expect(first.company.branding.logo).toBe(`/api/files/${firstKey}`);
    expect(await fileExists(f.storage, firstKey)).toBe(true);

    await settings().update({ logo: upload('logo2.png', tinyPng()) });
    const secondKey = (await platformCompany(f.app, f.co.company.id)).logoKey!;
    expect(secondKey).not.toBe(firstKey);
    expect(await fileExists(f.storage, firstKey)).toBe(false);

    const removed = await settings().update({ logo: '' });
    expect(removed.company.branding.logo).toBeNull();
    expect(await fileExists(f.storage, secondKey)).toBe(false);
    const logoEvents = (await companyEvents(f.app, f.co.company.id, 'company_updated')).filter(
      (e) => e.details.fieldChanged === 'logo',
    );
    expect(logoEvents.map((e) => e.description).sort()).toEqual(
      ['Company logo added', 'Company logo removed', 'Company logo updated'].sort(),
    );
  });

  it('refuses an SVG (415) or an oversized logo (413) naming logo, storing nothing', async () => {
    const files = f.storage.keys.size;
    expect(await failureOf(settings().update({ logo: svgUpload() }))).toMatchObject({
      status: 415,
      errors: [{ path: 'logo', msg: MESSAGES.files.notImage }],
    });
    expect(await failureOf(settings().update({ logo: upload('big.png', oversizePng(tinyPng())) }))).toMatchObject({
      status: 413,
      errors: [{ path: 'logo', msg: MESSAGES.files.tooLarge }],
    });
    expect(f.storage.keys.size).toBe(files);
  });

  it('lets the owner turn admin access on; the next request of the admin sees it', async () => {
    expect(await failureOf(settings('admin').update({ name: 'By Admin' }))).toMatchObject({
      status: 403,
      message: MESSAGES.companySettings.adminAccessOff,
    });
    const on = await settings().update({ allowAdminCompanySettings: true });
    expect(on.company.settings.allowAdminCompanySettings).toBe(true);
    const [event] = (await companyEvents(f.app, f.co.company.id, 'company_updated')).filter(
      (e) => e.details.fieldChanged === 'allowAdminCompanySettings',
    );
    expect(event).toMatchObject({ description: 'Admin access to company settings changed from off to on' });
    expect(await settings('admin').update({ name: 'By Admin' })).toMatchObject({ company: { name: 'By Admin' } });
    // The toggle stays the owner's, even with access on and even when unchanged.
    for (const value of [true, false])
      expect(await failureOf(settings('admin').update({ allowAdminCompanySettings: value }))).toMatchObject({
        status: 403,
        message: MESSAGES.companySettings.ownerOnly,
      });
    await allowAdminSettings(f.app, f.co.company.id, false);
  });

  it('is seen by the host lookup at once, even with a cached directory', async () => {
    const cached = new CompanyDirectory(f.app.deps.db, 60_000);
    const original = f.app.deps.directory;
    f.app.deps.directory = cached;
    try {
      expect((await cached.bySubdomain('settings-co'))!.name).toBe('By Admin');
      await settings().update({ name: 'Renamed Now', allowAdminCompanySettings: true });
      const seen = await cached.bySubdomain('settings-co');
      expect(seen).toMatchObject({ name: 'Renamed Now', allowAdminCompanySettings: true });
      expect((await f.co.as('admin').company.settings.update({ themeColor: '#000' })).company.branding.themeColor).toBe(
        '#000000',
      );
    } finally {
      f.app.deps.directory = original;
      await allowAdminSettings(f.app, f.co.company.id, false);
    }
  });
});
