/**
 * The team's row and bulk actions, the same for the admin panel's Users tab and the portal's Team
 * Management: the optimistic status toggle with rollback (docs/product/company-portal.md#states), delete with a confirmation,
 * and the bulk bar's actions as ONE call each (docs/architecture.md#the-api) reported with counts.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useReducer, useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { confirm } from '../feedback/confirm';
import { notify } from '../feedback/notify';
import { serverMessageOr } from '../feedback/server-message';
import type { Selection } from '../list';
import { bulkNotice, isOwner, planBulk, type BulkAction } from './bulk';
import { showDeletedDialog, showErrorDialog } from './dialogs';
import type { TeamCalls, TeamMember } from './members';
import { statusToggleReducer } from './status-toggle';
import type { TeamTexts } from './team-texts';

const m = MESSAGES.users;

export interface TeamGuards {
  /** Why a row cannot be changed now (a load under way, a stale row), or null. */
  edit?: (memberId: string) => string | null;
  /** Why a bulk action cannot start now, or null. */
  bulk?: () => string | null;
}

interface Options {
  calls: TeamCalls;
  texts: TeamTexts;
  selection: Selection<string>;
  guards?: TeamGuards;
}

export function useTeamActions({ calls, texts, selection, guards = {} }: Options) {
  const t = texts.ui;
  const [pending, dispatch] = useReducer(statusToggleReducer, {});
  const [deletingId, setDeletingId] = useState<string>();
  const [bulkBusy, setBulkBusy] = useState(false);

  const refused = (problem: string | null | undefined) => {
    if (problem) notify.error(problem);
    return Boolean(problem);
  };

  const toggle = async (member: TeamMember, isActive: boolean) => {
    if (member.isActive === isActive || refused(guards.edit?.(member.id))) return;
    if (isOwner(member) && !isActive) {
      notify.error(texts.failures.ownerDeactivate);
      return;
    }
    dispatch({ type: 'start', id: member.id, isActive });
    try {
      const answer = await calls.setStatus(member.id, isActive);
      calls.patchRow(answer.user);
      notify.success(isActive ? m.activated : m.deactivated);
      void calls.refresh();
    } catch (error) {
      notify.error(serverMessageOr(error, texts.failures.statusFailed));
    } finally {
      dispatch({ type: 'settle', id: member.id, isActive });
    }
  };

  const deleteOne = async (member: TeamMember) => {
    if (refused(guards.edit?.(member.id))) return;
    if (isOwner(member)) {
      notify.error(m.ownerCannotDelete);
      return;
    }
    if (!(await confirm({ message: t.deleteOne(member.name), danger: true }))) return;
    setDeletingId(member.id);
    try {
      await calls.remove(member.id);
      notify.success(m.deleted);
      selection.setMany([member.id], false);
    } catch (error) {
      showErrorDialog(serverMessageOr(error, texts.failures.deleteFailed), t);
    } finally {
      setDeletingId(undefined);
      void calls.refresh();
    }
  };

  const confirmBulkDelete = (count: number, skipped: { owners: number; users: number } | undefined) =>
    confirm({
      title: m.deleteConfirmTitle,
      danger: true,
      message: (
        <Stack gap="sm">
          {skipped && (
            <Alert
              color="yellow"
              variant="light"
              title={m.cannotDeleteOwnersTitle}
              icon={<IconAlertTriangle size={18} />}
            >
              {t.cannotDeleteOwners(skipped.owners, skipped.users)}
            </Alert>
          )}
          <Text size="sm">{skipped ? m.deleteConfirmText : t.deleteMany(count)}</Text>
        </Stack>
      ),
    });

  const bulk = async (action: BulkAction, selected: readonly TeamMember[]) => {
    if (refused(guards.bulk?.())) return;
    const plan = planBulk(action, selected);
    if (plan.kind === 'refuse') {
      notify.error(plan.message);
      return;
    }
    if (plan.targets.length === 0) return;
    if (action === 'delete' && !(await confirmBulkDelete(plan.targets.length, plan.ownersSkipped))) return;
    setBulkBusy(true);
    try {
      const outcome = await calls.bulk(
        action,
        plan.targets.map((member) => member.id),
      );
      const notice = bulkNotice(action, outcome.counts, t);
      if (notice.kind === 'deleted') showDeletedDialog(notice.message);
      else if (notice.kind === 'success') notify.success(notice.message);
      else notify.error(notice.message);
      selection.setMany(
        outcome.results.filter((r) => r.ok).map((r) => r.id),
        false,
      );
    } catch (error) {
      notify.error(serverMessageOr(error, m.bulkFailed));
    } finally {
      setBulkBusy(false);
      void calls.refresh();
    }
  };

  return { pending, deletingId, bulkBusy, toggle, deleteOne, bulk };
}
