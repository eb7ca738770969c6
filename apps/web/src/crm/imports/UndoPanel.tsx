import { Alert, Anchor, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { confirm } from '../../kit/feedback/confirm';
import { notify } from '../../kit/feedback/notify';
import { useCompanyTimeZone } from '../../kit/format/company-zone';
import { formatDateTime } from '../../kit/format/dates';
import { keptRecordHref, keptRecordName, mayUndo, undoDeadline } from './undo-rules';
import { useImportActions, type ImportView } from './useImport';

const t = MESSAGES.crm.imports;
const u = t.undo;
type Revert = NonNullable<ImportView['revert']>;

/**
 * Undoing a completed import, under its summary: the action (for whoever may, until the deadline),
 * the job's progress while it runs (the import is polled, as for its run), then what was deleted,
 * restored and kept, or why it failed with the way to ask again.
 */
export function UndoPanel({ value }: { value: ImportView }) {
  const user = useCurrentUser();
  const zone = useCompanyTimeZone();
  const { revert: request } = useImportActions();
  const { revert } = value;
  const allowed = mayUndo(value, user, new Date());
  const deadline = undoDeadline(value);

  const undo = async () => {
    const confirmed = await confirm({
      title: u.confirmTitle,
      message: u.confirmMessage,
      danger: true,
      confirmLabel: u.action,
    });
    if (confirmed) request.mutate({ id: value.id }, { onError: (error) => notify.error(error) });
  };

  if (revert?.status === 'queued' || revert?.status === 'running') return <UndoProgress revert={revert} />;
  if (revert?.status === 'completed') return <UndoSummary revert={revert} kind={value.kind} />;
  if (revert?.status === 'failed') {
    return (
      <Alert color="red" title={u.failedTitle} data-testid="import-undo-failed">
        <Stack gap="xs">
          {revert.failure && <Text size="sm">{revert.failure}</Text>}
          <Text size="sm">{u.nothingChanged}</Text>
          {allowed && (
            <Group>
              <Button color="red" onClick={() => void undo()} loading={request.isPending}>
                {u.retry}
              </Button>
            </Group>
          )}
        </Stack>
      </Alert>
    );
  }
  if (!allowed || !deadline) return null;
  return (
    <Group justify="space-between" gap="xs" data-testid="import-undo">
      <Text size="sm" c="dimmed">
        {u.until(formatDateTime(deadline, zone))}
      </Text>
      <Button
        color="red"
        variant="light"
        leftSection={<IconArrowBackUp size={16} />}
        onClick={() => void undo()}
        loading={request.isPending}
      >
        {u.action}
      </Button>
    </Group>
  );
}

function UndoProgress({ revert }: { revert: Revert }) {
  const percent = revert.total === 0 ? 0 : Math.floor((Math.min(revert.done, revert.total) / revert.total) * 100);
  return (
    <Stack gap="xs" data-testid="import-undo-progress">
      <Group justify="space-between">
        <Text fw={500}>{revert.status === 'queued' ? t.statusLabels.queued : u.running}</Text>
        <Text size="sm" c="dimmed">
          {u.progress(revert.done, revert.total)}
        </Text>
      </Group>
      <Progress value={percent} size="lg" radius="md" animated striped aria-label={u.running} />
    </Stack>
  );
}

function UndoSummary({ revert, kind }: { revert: Revert; kind: string }) {
  return (
    <Alert color="green" title={u.doneTitle} data-testid="import-undo-summary">
      <Stack gap="xs">
        <Text size="sm">{u.summary(revert.deleted, revert.restored, revert.kept)}</Text>
        {revert.keptRecords.length > 0 && (
          <>
            {revert.kept > revert.keptRecords.length && (
              <Text size="xs" c="dimmed">
                {u.keptMore(revert.keptRecords.length, revert.kept)}
              </Text>
            )}
            <Table fz="sm" verticalSpacing={4} data-testid="import-undo-kept">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{u.keptTitle}</Table.Th>
                  <Table.Th>{u.reason}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {revert.keptRecords.map((record) => {
                  const name = keptRecordName(kind, record);
                  const href = keptRecordHref(kind, record.id);
                  return (
                    <Table.Tr key={record.id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {href ? (
                          <Anchor component={Link} to={href} title={record.id}>
                            {name}
                          </Anchor>
                        ) : (
                          name
                        )}
                      </Table.Td>
                      <Table.Td>{record.reason}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Alert>
  );
}
