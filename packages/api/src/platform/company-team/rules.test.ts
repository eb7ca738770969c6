/**
 * Who may change whom from the platform's Users tab (docs/security.md): a super admin manages
 * every user of the company within the owner's fixed facts; a refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES, USER_ROLES, type UserRole } from '@app/contracts';

import { addTestUser } from '../../auth/test-support';
import {
  avatarUpload,
  changeField,
  expectOutcome,
  OWNER_FIXED,
  outcomeOf,
  RULE_FIELDS,
  type PairRule,
  type RuleField,
} from '../../kit/members/test-rules';
import type { TestApp } from '../../testing/harness';
import { createCompany, snapshot, teamOf, teamTestApp, type AdminRequest, type TrackedStorage } from './test-fixtures';

let app: TestApp;
let storage: TrackedStorage;
let request: AdminRequest;
let company: Awaited<ReturnType<typeof createCompany>>;

beforeAll(async () => {
  ({ app, storage, request } = await teamTestApp());
  company = await createCompany(app, request, 'platform-rules');
});
afterAll(() => app.close());

const EXPECTED: Record<UserRole, PairRule> = {
  owner: { usually: 'allowed', except: OWNER_FIXED },
  admin: { usually: 'allowed' },
  team_member: { usually: 'allowed' },
};

let n = 0;
async function targetOf(role: UserRole): Promise<string> {
  if (role === 'owner') return company.ownerId!;
  const email = `target${++n}@platform-rules.test`;
  return (await addTestUser(app, company.id, { email, name: 'Tara Target', role })).id;
}

function change(role: UserRole, memberId: string, field: RuleField) {
  const team = teamOf(app, request);
  const ids = { companyId: company.id, memberId };
  return changeField(field, role, {
    update: (edit) => team.update({ ...ids, ...edit }),
    setAvatar: () => team.setAvatar({ ...ids, avatar: avatarUpload() }),
    remove: () => team.remove(ids),
  });
}

const cases = USER_ROLES.flatMap((target) => RULE_FIELDS.map((field) => [target, field] as const));

describe('platform.companyTeam: what a super admin may change', () => {
  it.each(cases)('the %s’s %s', async (target, field) => {
    const id = await targetOf(target);
    await expectOutcome(
      outcomeOf(EXPECTED[target], field),
      () => change(target, id, field),
      () => snapshot(app, storage, company.id),
    );
  });

  it('bulk: the owner refused, an admin deactivated', async () => {
    const admin = await targetOf('admin');
    const outcome = await teamOf(app, request).bulk({
      companyId: company.id,
      action: 'deactivate',
      ids: [company.ownerId!, admin],
    });
    expect(outcome.results).toEqual([
      { id: company.ownerId, ok: false, message: MESSAGES.users.ownerCannotDeactivate },
      { id: admin, ok: true },
    ]);
  });
});
