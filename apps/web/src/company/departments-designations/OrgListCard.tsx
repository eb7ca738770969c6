import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { confirm } from '../../kit/feedback/confirm';
import { notify } from '../../kit/feedback/notify';
import { serverMessageOr } from '../../kit/feedback/server-message';
import { addItem, countOf, removeItem, renameItem, toggleItem, type OrgEdit, type OrgItem } from './org-list';
import { OrgEditor, OrgRow } from './OrgRow';
import type { OrgKind, OrgList } from './useOrgList';

const t = MESSAGES.web.teamSettings;

/** The open inline editor: a new entry, or the entry at `index`; `text` reopens it after a failure. */
type Editor = { index: number | null; text: string; error: string | null };

interface OrgListCardProps {
  kind: OrgKind;
  list: OrgList;
  items: readonly OrgItem[];
}

/**
 * The Departments or Designations card (docs/product/company-portal.md#departments-and-designations, #states, #messages-and-limits): every change is shown at once and
 * saved as the whole list; when saving fails the previous list comes back and an add or rename
 * reopens with the typed text.
 */
export function OrgListCard({ kind, list, items: loaded }: OrgListCardProps) {
  const k = t[kind];
  const [optimistic, setOptimistic] = useState<readonly OrgItem[] | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const items = optimistic ?? loaded;
  const { visible, hidden } = countOf(items);

  const apply = async (edit: OrgEdit, reopen?: Editor) => {
    if (edit.kind === 'ignore') {
      setEditor(null);
      return;
    }
    if (edit.kind === 'refuse') {
      const message = edit.reason === 'exists' ? k.exists : k.defaultLocked;
      if (reopen) setEditor({ ...reopen, error: message });
      else notify.error(message);
      return;
    }
    setOptimistic(edit.items);
    setEditor(null);
    try {
      await list.save(edit.items);
      notify.success(k.saved);
    } catch (error) {
      const message = serverMessageOr(error, k.saveFailed);
      notify.error(message);
      if (reopen) setEditor({ ...reopen, error: message });
    } finally {
      setOptimistic(null);
    }
  };

  const remove = async (index: number) => {
    const item = items[index]!;
    if (item.isDefault) {
      notify.error(k.defaultLocked);
      return;
    }
    if (!(await confirm({ title: k.deleteTitle, message: t.deleteText(item.name), danger: true }))) return;
    await apply(removeItem(items, index));
  };

  const save = (index: number | null, text: string) => {
    const reopen = { index, text, error: null };
    void apply(index === null ? addItem(items, text) : renameItem(items, index, text), reopen);
  };

  const editorOf = (current: Editor) => (
    <OrgEditor
      key={`${current.index ?? 'new'}-${current.error ?? ''}`}
      initial={current.text}
      placeholder={k.placeholder}
      error={current.error}
      onSave={(text) => save(current.index, text)}
      onCancel={() => setEditor(null)}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={k.title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <div>
          <Title order={2} size="h4">
            {k.title}
          </Title>
          <Text size="xs" c="dimmed">
            {t.counts(visible, hidden)}
          </Text>
        </div>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={editor !== null || optimistic !== null}
          onClick={() => setEditor({ index: null, text: '', error: null })}
        >
          {k.add}
        </Button>
      </Group>
      <Stack gap={0}>
        {items.length === 0 && editor?.index !== null && (
          <Text size="sm" c="dimmed" py="sm">
            {k.empty}
          </Text>
        )}
        {items.map((item, index) => (
          <div key={item.id ?? `new-${item.name}`}>
            {index > 0 && <Divider />}
            {editor?.index === index ? (
              editorOf(editor)
            ) : (
              <OrgRow
                item={item}
                locked={editor !== null || optimistic !== null}
                onRename={() => setEditor({ index, text: item.name, error: null })}
                onToggle={() => void apply(toggleItem(items, index))}
                onDelete={() => void remove(index)}
              />
            )}
          </div>
        ))}
        {editor?.index === null && (
          <>
            {items.length > 0 && <Divider />}
            {editorOf(editor)}
          </>
        )}
      </Stack>
    </Paper>
  );
}
