/**
 * Shared cases of the who-may-change-whom tests (portal and platform; not a test file itself):
 * one real change per field, the outcomes, and the check that a refusal changed nothing.
 */
import { expect } from 'vitest';

import { MESSAGES, TEAM_FIELDS, type TeamField, type UserRole } from '@app/contracts';

import { failureOf, tinyPng, upload } from '../../platform/company-team/test-fixtures';

/** Every field a team change can touch, as the rules name them. */
export const RULE_FIELDS = TEAM_FIELDS;
export type RuleField = TeamField;

export type Outcome = 'allowed' | { status: number; message: string };
export const refused = (status: number, message: string): Outcome => ({ status, message });

const m = MESSAGES.users;

/** The owner's fixed facts answer first, for everyone (400, the product's fixed texts). */
export const OWNER_FIXED: Partial<Record<RuleField, Outcome>> = {
  email: refused(400, m.ownerEmailChange),
  role: refused(400, m.ownerRoleChange),
  status: refused(400, m.ownerCannotDeactivate),
  remove: refused(400, m.ownerCannotDelete),
};

/** A pair's usual outcome and its exceptions, as docs/security.md's table says. */
export interface PairRule {
  usually: Outcome;
  except?: Partial<Record<RuleField, Outcome>>;
}
export const outcomeOf = (pair: PairRule, field: RuleField): Outcome => pair.except?.[field] ?? pair.usually;

/** The team calls both surfaces offer, with the member id (and the platform's companyId) bound. */
export interface TeamWrites {
  update: (edit: Record<string, unknown>) => Promise<unknown>;
  setAvatar: () => Promise<unknown>;
  remove: () => Promise<unknown>;
}

let n = 0;
/** A real change of `field` on a target of `role`: fresh values every time. */
export function changeField(field: RuleField, role: UserRole, writes: TeamWrites): Promise<unknown> {
  const k = ++n;
  switch (field) {
    case 'avatar':
      return writes.setAvatar();
    case 'remove':
      return writes.remove();
    case 'status':
      return writes.update({ isActive: false });
    case 'role':
      return writes.update({ role: role === 'admin' ? 'team_member' : 'admin' });
    case 'email':
      return writes.update({ email: `moved${k}@rules.test` });
    case 'dateOfBirth':
      return writes.update({ dateOfBirth: `${1900 + (k % 100)}-01-01` });
    case 'phone':
      return writes.update({ phone: `+1 555 ${k}` });
    default:
      return writes.update({ [field]: `Changed ${field} ${k}` });
  }
}

export const avatarUpload = () => upload('p.png', tinyPng());

/** Allowed: the call succeeds. Refused: the rule's status and message, and `state()` unchanged. */
export async function expectOutcome(outcome: Outcome, call: () => Promise<unknown>, state: () => Promise<unknown>) {
  const before = await state();
  if (outcome === 'allowed') {
    await expect(call()).resolves.toBeTruthy();
    return;
  }
  expect(await failureOf(call())).toMatchObject(outcome);
  expect(await state()).toEqual(before);
}
