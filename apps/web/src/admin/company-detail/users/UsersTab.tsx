import { Affix, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPlus, IconTrash, IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';

import { MESSAGES, TEAM_SORT_FIELDS, TEAM_STATUS_FILTERS } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { confirm } from '../../../shared/feedback/confirm';
import { ErrorView } from '../../../shared/feedback/ErrorView';
import { notify } from '../../../shared/feedback/notify';
import { PageLoader } from '../../../shared/layout/PageLoader';
import {
  BulkBar,
  defineListConfig,
  EmptyState,
  ListFooter,
  runBulk,
  SearchInput,
  StatusSelect,
  useListState,
} from '../../../shared/list';
import { serverMessageOr } from '../failure';
import { userAddGuard, userEditGuard } from '../guards';
import type { Member, useRefreshCompany } from '../records';
import { isOwner, planBulk, type BulkAction } from './bulk';
import { showDeletedDialog, showErrorDialog } from './dialogs';
import { replaceUser, statusToggleReducer, withPendingStatus } from './status-toggle';
import { UserPanel } from './UserPanel';
import { UsersTable } from './UsersTable';

const t = MESSAGES.web.companyDetail.users;
const m = MESSAGES.users;

/** The Users tab's list state lives in the detail page's URL under a `u` prefix (uPage, uSearch, ...). */
const USERS_LIST = defineListConfig({
  filters: [] as const,
  statuses: TEAM_STATUS_FILTERS,
  sorts: TEAM_SORT_FIELDS,
  defaultSort: 'role',
  defaultOrder: 'asc',
  prefix: 'u',
});

const STATUS_OPTIONS = TEAM_STATUS_FILTERS.map((value) => ({ value, label: t.statusOptions[value] }));

interface UsersTabProps {
  companyId: number;
  navigating: boolean;
  refresh: ReturnType<typeof useRefreshCompany>;
  /** Show the floating Add User button (the tab is on screen, on a phone). */
  floatingAdd: boolean;
}

/** The Users tab (spec 000 §2.6): the company's users, filtered, searched and paged on the server. */
export function UsersTab({ companyId, navigating, refresh, floatingAdd }: UsersTabProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useListState<never, (typeof TEAM_STATUS_FILTERS)[number], (typeof TEAM_SORT_FIELDS)[number], string>(
    USERS_LIST,
  );
  const input = { companyId, ...list.query };
  const team = useQuery({
    ...trpc.platform.companyTeam.list.queryOptions(input),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const [pending, dispatch] = useReducer(statusToggleReducer, {});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [panel, setPanel] = useState<{ opened: boolean; member: Member | null }>({ opened: false, member: null });

  const setStatus = useMutation(trpc.platform.companyTeam.update.mutationOptions());
  const remove = useMutation(trpc.platform.companyTeam.remove.mutationOptions());

  const rows = useMemo(() => withPendingStatus(team.data?.users ?? [], pending), [team.data, pending]);
  const selection = list.selection;
  const selected = rows.filter((row) => selection.has(row.id));

  const snapshot = () => ({
    navigating,
    loading: team.isFetching || team.isPlaceholderData,
    items: team.data?.users,
  });
  const refuse = (problem: string | null) => {
    if (problem) notify.error(problem);
    return problem !== null;
  };

  const openAdd = () => {
    if (refuse(userAddGuard(snapshot()))) return;
    setPanel({ opened: true, member: null });
  };
  const openEdit = (member: Member) => {
    if (refuse(userEditGuard(snapshot(), member.id))) return;
    setPanel({ opened: true, member });
  };

  const toggle = async (member: Member, isActive: boolean) => {
    if (member.isActive === isActive) return;
    if (refuse(userEditGuard(snapshot(), member.id))) return;
    if (isOwner(member) && !isActive) {
      notify.error(m.ownerCannotDeactivate);
      return;
    }
    dispatch({ type: 'start', id: member.id, isActive });
    try {
      const answer = await setStatus.mutateAsync({ companyId, memberId: member.id, isActive });
      queryClient.setQueryData(trpc.platform.companyTeam.list.queryKey(input), (data) =>
        data ? replaceUser(data, answer.user) : data,
      );
      notify.success(isActive ? m.activated : m.deactivated);
      void refresh({ team: true });
    } catch {
      notify.error(m.statusFailed);
    } finally {
      dispatch({ type: 'settle', id: member.id, isActive });
    }
  };

  const deleteOne = async (member: Member) => {
    if (refuse(userEditGuard(snapshot(), member.id))) return;
    if (isOwner(member)) {
      notify.error(m.ownerCannotDelete);
      return;
    }
    if (!(await confirm({ message: t.deleteOne(member.name), danger: true }))) return;
    try {
      await remove.mutateAsync({ companyId, memberId: member.id });
    } catch {
      showErrorDialog(m.deleteFailed);
      void refresh({ team: true });
      return;
    }
    notify.success(m.deleted);
    selection.setMany([member.id], false);
    void refresh({ team: true });
  };

  const bulk = async (action: BulkAction) => {
    if (navigating) {
      notify.error(MESSAGES.web.companyDetail.waitForNavigation);
      return;
    }
    const plan = planBulk(action, selected);
    if (plan.kind === 'refuse') {
      notify.error(plan.message);
      return;
    }
    if (plan.targets.length === 0) return;
    if (action === 'delete') {
      const skipped = plan.ownersSkipped;
      const agreed = await confirm({
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
            <Text size="sm">{skipped ? m.deleteConfirmText : t.deleteMany(plan.targets.length)}</Text>
          </Stack>
        ),
      });
      if (!agreed) return;
    }
    const result = await runBulk(
      plan.targets,
      (member) =>
        action === 'delete'
          ? remove.mutateAsync({ companyId, memberId: member.id })
          : setStatus.mutateAsync({ companyId, memberId: member.id, isActive: action === 'activate' }),
      (done, total) => setProgress({ done, total }),
    );
    setProgress(null);
    const done = result.succeeded.length;
    const failed = result.failed.length;
    if (done === 0) notify.error(m.bulkFailed);
    else if (action === 'delete') {
      if (failed === 0) showDeletedDialog(t.deletedMany(done));
      else notify.error(t.deletedPartial(done, failed));
    } else if (failed === 0) notify.success(action === 'activate' ? m.bulkActivated(done) : m.bulkDeactivated(done));
    else notify.error(t.statusPartial(done, failed));
    selection.setMany(
      result.succeeded.map((member) => member.id),
      false,
    );
    void refresh({ team: true });
  };

  const search = list.state.search.trim();
  const status = list.state.status;

  const toolbar =
    selection.count > 0 ? (
      <BulkBar
        count={selection.count}
        label={t.selected(selection.count)}
        onClear={selection.clear}
        progress={progress}
        actions={[
          {
            key: 'activate',
            label: t.activate,
            icon: <IconUserCheck size={16} />,
            onClick: () => void bulk('activate'),
          },
          {
            key: 'deactivate',
            label: t.deactivate,
            icon: <IconUserOff size={16} />,
            onClick: () => void bulk('deactivate'),
          },
          {
            key: 'delete',
            label: t.delete,
            color: 'red',
            icon: <IconTrash size={16} />,
            onClick: () => void bulk('delete'),
          },
        ]}
      />
    ) : (
      <Group gap="sm" wrap="wrap" align="flex-end">
        <StatusSelect value={status} onChange={list.setStatus} options={STATUS_OPTIONS} w={{ base: '100%', xs: 150 }} />
        <SearchInput
          value={list.state.search}
          onChange={list.setSearch}
          placeholder={m.searchPlaceholder}
          style={{ flex: '1 1 280px' }}
        />
        {!phone && (
          <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
            {t.add}
          </Button>
        )}
      </Group>
    );

  let body;
  if (team.isPending) body = <PageLoader />;
  else if (team.isError)
    body = (
      <ErrorView
        error={serverMessageOr(team.error, m.fetchFailedRetry)}
        onRetry={() => void team.refetch()}
        retryLabel={t.tryAgain}
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={<IconUsers size={24} />}
        title={!search && status !== 'all' ? t.noStatus(status) : m.emptyTitle}
        message={search ? t.noMatch(search) : status === 'all' ? t.emptyHint : undefined}
        onClearFilters={list.filtered ? list.clearFilters : undefined}
        clearLabel={m.clearFilters}
        action={
          list.filtered ? undefined : (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openAdd}>
              {t.add}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <>
        <UsersTable
          rows={rows}
          selection={selection}
          sort={list.state.sort}
          order={list.state.order}
          onSort={list.toggleSort}
          pending={pending}
          busy={team.isFetching}
          deletingId={remove.isPending && !progress ? remove.variables?.memberId : undefined}
          onToggle={(user, isActive) => void toggle(user, isActive)}
          onEdit={openEdit}
          onDelete={(user) => void deleteOne(user)}
        />
        <ListFooter
          page={list.state.page}
          limit={list.state.limit}
          total={team.data.pagination.total}
          pages={team.data.pagination.pages}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
        />
      </>
    );

  return (
    <Stack gap="md">
      {toolbar}
      {body}
      {phone && floatingAdd && (
        <Affix position={{ bottom: 80, right: 16 }} zIndex={150}>
          <Button
            radius="xl"
            size="md"
            leftSection={<IconPlus size={18} />}
            onClick={openAdd}
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            {t.add}
          </Button>
        </Affix>
      )}
      <UserPanel
        companyId={companyId}
        opened={panel.opened}
        member={panel.member}
        onClose={() => setPanel((p) => ({ ...p, opened: false }))}
        onSaved={() => {
          setPanel((p) => ({ ...p, opened: false }));
          void refresh({ team: true });
        }}
      />
    </Stack>
  );
}
