import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

import { COMPANY_LISTS, MESSAGES } from '@app/contracts';

import { notify } from '../../kit/feedback/notify';
import { serverMessageOr } from '../../kit/feedback/server-message';
import { addItem } from '../departments-designations/org-list';
import type { OrgKind, OrgList } from '../departments-designations/useOrgList';

const f = MESSAGES.web.team.form;
const s = MESSAGES.web.teamSettings;

interface AddOptionDialogProps {
  kind: OrgKind;
  list: OrgList;
  opened: boolean;
  onClose: () => void;
  /** The saved name, to pick it in the member form. */
  onAdded: (name: string) => void;
}

/**
 * Add New Department / Add New Designation from the member form's pickers (docs/product/company-portal.md#team): saved
 * through the list's save call; a duplicate or a failed save keeps the dialog open with the text.
 */
export function AddOptionDialog({ kind, list, opened, onClose, onAdded }: AddOptionDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = kind === 'departments' ? f.addDepartment : f.addDesignation;
  const label = kind === 'departments' ? f.newDepartment : f.newDesignation;

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    const edit = addItem(list.items ?? [], text);
    if (edit.kind === 'ignore') return;
    if (edit.kind === 'refuse') {
      setError(s[kind].exists);
      return;
    }
    setBusy(true);
    try {
      await list.save(edit.items);
      notify.success(s[kind].saved);
      onAdded(text.trim());
      close();
    } catch (failure) {
      setError(serverMessageOr(failure, s[kind].saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog sits in the member panel's React tree: its submit must not save the member.
          event.stopPropagation();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={label}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={COMPANY_LISTS.nameMax}
            data-autofocus
            disabled={busy}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={busy}>
              {s.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {f.addOption}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
