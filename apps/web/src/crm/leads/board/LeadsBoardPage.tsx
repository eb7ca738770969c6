/**
 * The Leads screen as a pipeline board: the list's filters and search over one column per stage,
 * each with its count and total from the server (see LeadsBoard, BoardColumn).
 */
import { Paper } from '@mantine/core';
import { useMemo } from 'react';

import { MESSAGES } from '@app/contracts';

import { ErrorView } from '../../../kit/feedback/ErrorView';
import { PageHeader } from '../../../kit/layout/PageHeader';
import { PageLoader } from '../../../kit/layout/PageLoader';
import { useCompanyTitle } from '../../../company/company-profile';
import { useTeamOptions } from '../../kit/useTeamOptions';
import { CrmListToolbar } from '../../kit/CrmListToolbar';
import { useCrmListState } from '../../kit/useCrmListState';
import { FieldsButton } from '../../custom-fields/FieldsButton';
import { AddLeadButton } from '../AddLeadButton';
import { LeadFilters } from '../LeadFilters';
import { LEADS_LIST } from '../leads-list';
import { LeadsBoard } from './LeadsBoard';
import { LeadsViewSwitch } from './LeadsViewSwitch';
import { boardQueryOf, useBoardColumns } from './useBoard';

const t = MESSAGES.web.crmLeads;

export function LeadsBoardPage() {
  useCompanyTitle(t.title);
  const list = useCrmListState(LEADS_LIST);
  const query = useMemo(() => boardQueryOf(list.query), [list.query]);
  const { board, columns, move } = useBoardColumns(query);
  const team = useTeamOptions();
  const avatars = useMemo(
    () => new Map((team.data?.users ?? []).map((user) => [user.id, user.profile.avatar])),
    [team.data],
  );
  const avatarOf = (id: string | null) => (id ? (avatars.get(id) ?? null) : null);

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <>
            <LeadsViewSwitch />
            <FieldsButton entity="lead" />
            <AddLeadButton />
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {/* The list's toolbar: the same filters, export (of what the board shows) and import. */}
        <CrmListToolbar
          filters={<LeadFilters list={list} />}
          onClearFilters={list.clearFilters}
          activeFilters={list.activeFilters}
          exportFrom={{ path: '/crm/leads/export', query: list.query, name: 'leads' }}
          importKind="lead"
        />
        {board.error && !board.isFetching ? (
          <ErrorView error={board.error} onRetry={() => void board.refetch()} />
        ) : board.isPending ? (
          <PageLoader label={MESSAGES.web.crmBoard.loading} />
        ) : (
          <LeadsBoard columns={columns} query={query} avatarOf={avatarOf} onMove={move} />
        )}
      </Paper>
    </>
  );
}
