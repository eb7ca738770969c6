import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { bulkNotice, planBulk, selectableIds, type BulkMember } from './bulk';

const owner: BulkMember = { id: 'o', role: 'owner' };
const admin: BulkMember = { id: 'a', role: 'admin' };
const member: BulkMember = { id: 'm', role: 'team_member' };

describe('planBulk', () => {
  it('activates everyone selected (owners are active already)', () => {
    expect(planBulk('activate', [owner, member])).toEqual({ kind: 'run', targets: [owner, member] });
  });

  it('refuses to deactivate a selection with an owner', () => {
    expect(planBulk('deactivate', [admin, owner])).toEqual({
      kind: 'refuse',
      message: MESSAGES.users.ownerCannotDeactivate,
    });
    expect(planBulk('deactivate', [admin, member])).toEqual({ kind: 'run', targets: [admin, member] });
  });

  it('refuses to delete owners only', () => {
    expect(planBulk('delete', [owner])).toEqual({ kind: 'refuse', message: MESSAGES.users.ownerCannotDelete });
  });

  it('deletes the others and reports the owners left out when the selection mixes them', () => {
    expect(planBulk('delete', [owner, admin, member])).toEqual({
      kind: 'run',
      targets: [admin, member],
      ownersSkipped: { owners: 1, users: 2 },
    });
    expect(planBulk('delete', [admin])).toEqual({ kind: 'run', targets: [admin] });
  });
});

describe('selectableIds', () => {
  it('skips owners when selecting all', () => {
    expect(selectableIds([owner, admin, member])).toEqual(['a', 'm']);
  });
});

describe('bulkNotice', () => {
  const ui = MESSAGES.web.team;

  it('shows the Deleted! dialog when every delete went through', () => {
    expect(bulkNotice('delete', { succeeded: 3, failed: 0 }, ui)).toEqual({
      kind: 'deleted',
      message: ui.deletedMany(3),
    });
  });

  it('reports partial failures with both counts', () => {
    expect(bulkNotice('delete', { succeeded: 2, failed: 1 }, ui)).toEqual({
      kind: 'error',
      message: '2 team members deleted. 1 could not be deleted.',
    });
    expect(bulkNotice('deactivate', { succeeded: 1, failed: 2 }, ui)).toEqual({
      kind: 'error',
      message: '1 team member updated. 2 could not be updated. Please try again.',
    });
  });

  it('says the status change succeeded for everyone', () => {
    expect(bulkNotice('activate', { succeeded: 4, failed: 0 }, ui)).toEqual({
      kind: 'success',
      message: MESSAGES.users.bulkActivated(4),
    });
    expect(bulkNotice('deactivate', { succeeded: 1, failed: 0 }, ui).message).toBe(MESSAGES.users.bulkDeactivated(1));
  });

  it('fails as a whole when nothing went through', () => {
    expect(bulkNotice('delete', { succeeded: 0, failed: 2 }, ui)).toEqual({
      kind: 'error',
      message: MESSAGES.users.bulkFailed,
    });
  });
});
