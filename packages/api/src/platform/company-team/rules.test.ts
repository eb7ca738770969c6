/**
 * Who may change whom from the platform's Users tab (docs/security.md): a super admin manages
 * every user of the company within the owner's fixed facts; a refusal changes nothing.
 */
import { describe, expect } from 'vitest';

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
import { teamTest, type TeamFixtures } from '../../testing/fixtures';
import type { TestApp } from '../../testing/harness';
import { createCompany, snapshot } from './test-fixtures';

type Company = Awaited<ReturnType<typeof createCompany>>;

// The one company whose users the super admin changes.
const it = teamTest().extend<{ company: Company }>({
  company: [
    async ({ setup: { app, request } }, use) => use(await createCompany(app, request, 'platform-rules')),
    { scope: 'file' },
  ],
});

const EXPECTED: Record<UserRole, PairRule> = {
  owner: { usually: 'allowed', except: OWNER_FIXED },
  admin: { usually: 'allowed' },
  team_member: { usually: 'allowed' },
};

let n = 0;
async function targetOf(app: TestApp, company: Company, role: UserRole): Promise<string> {
  if (role === 'owner') return company.ownerId!;
  const email = `target${++n}@platform-rules.test`;
  return (await addTestUser(app, company.id, { email, name: 'Tara Target', role })).id;
}

function change(
  team: TeamFixtures['platformTeam'],
  company: Company,
  role: UserRole,
  memberId: string,
  field: RuleField,
) {
  const ids = { companyId: company.id, memberId };
  return changeField(field, role, {
    update: (edit) => team.update({ ...ids, ...edit }),
    setAvatar: () => team.setAvatar({ ...ids, avatar: avatarUpload() }),
    remove: () => team.remove(ids),
  });
}

const cases = USER_ROLES.flatMap((target) => RULE_FIELDS.map((field) => [target, field] as const));

describe('platform.companyTeam: what a super admin may change', () => {
  it.for(cases)('the %s’s %s', async ([target, field], { app, storage, platformTeam, company }) => {
    const id = await targetOf(app, company, target);
    await expectOutcome(
      outcomeOf(EXPECTED[target], field),
      () => change(platformTeam, company, target, id, field),
      () => snapshot(app, storage, company.id),
    );
  });

  it('bulk: the owner refused, an admin deactivated', async ({ app, platformTeam, company }) => {
    const admin = await targetOf(app, company, 'admin');
    const outcome = await platformTeam.bulk({
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
