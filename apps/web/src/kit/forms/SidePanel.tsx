/**
 * A form in a drawer from the right (full screen on a phone) with a sticky footer: Cancel and a
 * submit button that reads 'Saving...' while busy (docs/product/platform-admin.md#companies, #company-detail, #super-admins). The whole panel is a
 * <form>, so Enter submits; closing is refused while busy.
 *
 *   <SidePanel
 *     opened={open} onClose={close} title="Add Company"
 *     onSubmit={save} busy={saving} submitLabel="Add Company"
 *     banner={banner}                        // an error line above the fields ('Please fill in all required fields')
 *   >
 *     <TextInput ... />
 *   </SidePanel>
 *
 * Keep the panel mounted and switch `opened`, so it animates out; reset its form when it opens.
 */
import { Alert, Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';
import { usePhone } from '../layout/usePhone';

export interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  onSubmit: () => void;
  busy?: boolean;
  /** Defaults to 'Save'. */
  submitLabel?: string;
  /** Defaults to 'Saving...'. */
  busyLabel?: string;
  cancelLabel?: string;
  /** An error shown above the fields. */
  banner?: ReactNode;
  /** Width on larger screens. */
  size?: number | string;
  /** Disables the submit button (e.g. nothing to save yet). */
  submitDisabled?: boolean;
}

export function SidePanel({
  opened,
  onClose,
  title,
  children,
  onSubmit,
  busy = false,
  submitLabel = MESSAGES.web.forms.save,
  busyLabel = MESSAGES.web.forms.saving,
  cancelLabel = MESSAGES.web.forms.cancel,
  banner,
  size = 560,
  submitDisabled,
}: SidePanelProps) {
  const phone = usePhone();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={title}
      position="right"
      size={phone ? '100%' : size}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': MESSAGES.web.forms.close, disabled: busy }}
      padding={0}
      styles={{
        header: {
          paddingInline: 'var(--mantine-spacing-md)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        },
        title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      <form
        onSubmit={submit}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100dvh - 61px)' }}
      >
        <Stack gap="md" p="md" style={{ flex: 1 }}>
          {banner && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {banner}
            </Alert>
          )}
          {children}
        </Stack>
        <Box
          px="md"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
            paddingBottom: 'max(var(--mantine-spacing-sm), env(safe-area-inset-bottom))',
          }}
        >
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={false} disabled={busy || submitDisabled} aria-busy={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </Group>
        </Box>
      </form>
    </Drawer>
  );
}
