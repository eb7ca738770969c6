import { ActionIcon, Badge, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconEye, IconEyeOff, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { COMPANY_LISTS, MESSAGES } from '@app/contracts';

import type { OrgItem } from './org-list';

const t = MESSAGES.web.teamSettings;

interface OrgEditorProps {
  initial: string;
  placeholder: string;
  error: string | null;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** The inline add / rename field: Enter saves, Escape cancels (docs/product/company-portal.md#departments-and-designations). */
export function OrgEditor({ initial, placeholder, error, onSave, onCancel }: OrgEditorProps) {
  const [text, setText] = useState(initial);
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" py={4}>
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSave(text);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        placeholder={placeholder}
        aria-label={placeholder}
        error={error}
        maxLength={COMPANY_LISTS.nameMax}
        size="sm"
        style={{ flex: 1 }}
        autoFocus
      />
      <ActionIcon variant="light" size="lg" aria-label={t.save} onClick={() => onSave(text)}>
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t.cancel} onClick={onCancel}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

interface OrgRowProps {
  item: OrgItem;
  /** Another add or edit is open: hide/show and rename wait (docs/product/company-portal.md#departments-and-designations). */
  locked: boolean;
  onRename: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** One department or designation: its name, Default / Hidden badges, rename, hide/show, delete. */
export function OrgRow({ item, locked, onRename, onToggle, onDelete }: OrgRowProps) {
  const action = (label: string, icon: ReactNode, onClick: () => void, color = 'gray', disabled = false) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={6} data-org-item={item.name}>
      <Group gap="xs" wrap="wrap" miw={0}>
        <Text size="sm" fw={500} c={item.isActive ? undefined : 'dimmed'} style={{ wordBreak: 'break-word' }}>
          {item.name}
        </Text>
        {item.isDefault && (
          <Badge size="xs" variant="light">
            {t.defaultBadge}
          </Badge>
        )}
        {!item.isActive && (
          <Badge size="xs" variant="light" color="gray">
            {t.hiddenBadge}
          </Badge>
        )}
      </Group>
      <Group gap={2} wrap="nowrap">
        {action(t.rename(item.name), <IconPencil size={16} />, onRename, 'gray', locked)}
        {action(
          item.isActive ? t.hide(item.name) : t.show(item.name),
          item.isActive ? <IconEyeOff size={16} /> : <IconEye size={16} />,
          onToggle,
          'gray',
          locked,
        )}
        {action(t.remove(item.name), <IconTrash size={16} />, onDelete, 'red')}
      </Group>
    </Group>
  );
}
