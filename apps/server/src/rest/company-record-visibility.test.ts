/**
 * recordVisibility through REST: the owner sets it in PUT /api/company/settings and every role reads
 * it in GET /api/company/profile; an admin (even with settings access), a bad value and another
 * company's token change nothing.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess, tenant } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { setAdminSettingsAccess } from '../testing/rest-portal';

const PROFILE = '/api/company/profile';
const SETTINGS = '/api/company/settings';

/** Companies rest-visibility-a and -b, signed in as every role; tests call as a's owner unless given headers. */
const it = restTest({ signedIn: ['rest-visibility-a', 'rest-visibility-b'], as: 'owner' });

describe('recordVisibility in PUT /api/company/settings and GET /api/company/profile', () => {
  it('the owner sets it; an admin, even with settings access, and another company cannot (403, 401)', async ({
    server,
    req,
    signedIn: [a, b],
  }) => {
    const set = await req('PUT', SETTINGS, { recordVisibility: 'own' });
    expect(expectSuccess(set, 'PUT', SETTINGS).company).toMatchObject({ settings: { recordVisibility: 'own' } });
    try {
      const profile = expectSuccess(await req('GET', PROFILE, undefined, a.request.team_member), 'GET', PROFILE);
      expect(profile.company).toMatchObject({ settings: { recordVisibility: 'own' } });
      const bad = await req('PUT', SETTINGS, { recordVisibility: 'everyone' });
      expectFailure(bad, 400, 'VALIDATION_ERROR');
      expect(bad.body.errors).toEqual([
        { path: 'recordVisibility', msg: MESSAGES.companySettings.recordVisibilityInvalid },
      ]);
      await setAdminSettingsAccess(server, a, true);
      const admin = await req('PUT', SETTINGS, { recordVisibility: 'all' }, a.request.admin);
      expectFailure(admin, 403, 'FORBIDDEN');
      expect(admin.body.message).toBe(MESSAGES.companySettings.ownerOnly);
      const onB = { ...a.request.owner, ...tenant('rest-visibility-b') };
      const cross = await call(server.app, {
        method: 'PUT',
        url: SETTINGS,
        headers: onB,
        payload: { recordVisibility: 'own' },
      });
      expectFailure(cross, 401, 'UNAUTHORIZED');
      const theirs = expectSuccess(
        await call(server.app, { method: 'GET', url: PROFILE, headers: b.request.owner }),
        'GET',
        PROFILE,
      );
      expect(theirs.company).toMatchObject({ settings: { recordVisibility: 'all' } });
    } finally {
      await setAdminSettingsAccess(server, a, false);
      expectSuccess(await req('PUT', SETTINGS, { recordVisibility: 'all' }), 'PUT', SETTINGS);
    }
  });
});
