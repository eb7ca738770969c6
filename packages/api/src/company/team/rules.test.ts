/**
 * Who may change whom from the company portal (docs/security.md): every actor × target role ×
 * field, allowed or refused with the rule's status and message, a refusal changing nothing.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { addTestUser } from '../../auth/test-support';
import { snapshot } from '../../platform/company-team/test-fixtures';
import {
  avatarUpload,
  changeField,
  expectOutcome,
  OWNER_FIXED,
  outcomeOf,
  refused,
  RULE_FIELDS,
  type Outcome,
  type PairRule,
  type RuleField,
} from '../../kit/members/test-rules';
import { teamTest, type TeamFixtures } from '../../testing/fixtures';
import { PORTAL_ROLES, type PortalRole, type SignedInCompany } from '../../testing/signed-in-company';

const m = MESSAGES.users;

const it = teamTest('portal-rules');

type Portal = Pick<TeamFixtures, 'app' | 'co'>;

const forbidden = refused(403, MESSAGES.auth.forbidden);

/** The table of docs/security.md, written out. Team members cannot call team management at all. */
const EXPECTED: Record<PortalRole, Record<PortalRole, PairRule>> = {
  owner: {
    owner: { usually: 'allowed', except: OWNER_FIXED },
    admin: { usually: 'allowed' },
    team_member: { usually: 'allowed' },
  },
  admin: {
    owner: { usually: refused(403, m.ownersAccount), except: OWNER_FIXED },
    admin: { usually: refused(403, m.adminsAccount) },
    team_member: { usually: 'allowed', except: { role: refused(403, m.rolesByOwner) } },
  },
  team_member: { owner: { usually: forbidden }, admin: { usually: forbidden }, team_member: { usually: forbidden } },
};

/** An admin on their own row: the profile fields are theirs, the rest the owner's. */
const ADMIN_SELF: PairRule = {
  usually: refused(403, m.adminsAccount),
  except: {
    name: 'allowed',
    phone: 'allowed',
    avatar: 'allowed',
    role: refused(403, m.selfRole),
    status: refused(400, m.selfDeactivate),
    remove: refused(400, m.selfDelete),
  },
};

let n = 0;
/** The owner is the company's one owner; an admin or team member target is a fresh other user. */
async function targetOf({ app, co }: Portal, role: PortalRole): Promise<string> {
  if (role === 'owner') return co.owner.id;
  const email = `target${++n}@portal-rules.test`;
  return (await addTestUser(app, co.company.id, { email, name: 'Tara Target', role })).id;
}

function changeAs(co: SignedInCompany, actor: PortalRole, target: PortalRole, memberId: string, field: RuleField) {
  const team = co.as(actor).company.team;
  return changeField(field, target, {
    update: (edit) => team.update({ memberId, ...edit }),
    setAvatar: () => team.setAvatar({ memberId, avatar: avatarUpload() }),
    remove: () => team.remove({ memberId }),
  });
}

const state = ({ app, storage, co }: Portal & Pick<TeamFixtures, 'storage'>) => snapshot(app, storage, co.company.id);
const cases = PORTAL_ROLES.flatMap((actor) =>
  PORTAL_ROLES.flatMap((target) => RULE_FIELDS.map((field) => [actor, target, field] as const)),
);

describe('company.team: who may change whom', () => {
  it.for(cases)('%s changing the %s’s %s', async ([actor, target, field], { app, storage, co }) => {
    const id = await targetOf({ app, co }, target);
    const outcome: Outcome = outcomeOf(EXPECTED[actor][target], field);
    await expectOutcome(
      outcome,
      () => changeAs(co, actor, target, id, field),
      () => state({ app, storage, co }),
    );
  });

  it.for(RULE_FIELDS)('an admin changing their own %s', async (field, { app, storage, co }) => {
    await expectOutcome(
      outcomeOf(ADMIN_SELF, field),
      () => changeAs(co, 'admin', 'admin', co.admin.id, field),
      () => state({ app, storage, co }),
    );
  });

  it('sending back current values is no change, even of fields the caller may not change', async ({
    app,
    storage,
    co,
  }) => {
    const { user: owner } = await co.as('owner').company.team.get({ memberId: co.owner.id });
    const before = await state({ app, storage, co });
    const same = { name: owner.name, email: owner.email.toUpperCase(), role: 'owner' as const, isActive: true };
    await expect(co.as('admin').company.team.update({ memberId: owner.id, ...same })).resolves.toBeTruthy();
    expect(await state({ app, storage, co })).toEqual(before);
  });
});

describe('company.team.bulk: who may change whom, id by id', () => {
  it('refuses an admin the other admins and goes on with the rest', async ({ app, co }) => {
    const [other, member] = [await targetOf({ app, co }, 'admin'), await targetOf({ app, co }, 'team_member')];
    const bulk = co.as('admin').company.team.bulk;
    for (const action of ['deactivate', 'delete'] as const)
      expect((await bulk({ action, ids: [other, member] })).results).toEqual([
        { id: other, ok: false, message: m.adminsAccount },
        { id: member, ok: true },
      ]);
    expect((await co.as('owner').company.team.get({ memberId: other })).user).toMatchObject({ isActive: true });
    const byOwner = await co.as('owner').company.team.bulk({ action: 'deactivate', ids: [other] });
    expect(byOwner.counts).toEqual({ succeeded: 1, failed: 0 });
  });
});
