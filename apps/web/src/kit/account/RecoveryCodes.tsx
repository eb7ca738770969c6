import { Box, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { MESSAGES } from '@app/contracts';

import { saveBlob } from '../../lib/api/download';
import { CopyText } from './CopyText';
import { recoveryCodesFile } from './two-factor';

const t = MESSAGES.web.twoFactor;

interface RecoveryCodesProps {
  codes: readonly string[];
  /** The account's address, written into the downloaded file. */
  email: string;
  doneLabel: string;
  onDone: () => void;
}

/**
 * The recovery codes of a new enrolment, shown this once (the server keeps only their hashes):
 * copy them, or download them as a text file, and say so before moving on.
 */
export function RecoveryCodes({ codes, email, doneLabel, onDone }: RecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // The codes take the focus from the code field that just went: a screen reader reads them first.
  useEffect(() => list.current?.focus(), []);
  const text = codes.join('\n');
  const download = () => {
    const file = recoveryCodesFile(codes, { email, place: window.location.host }, new Date());
    saveBlob(new Blob([file], { type: 'text/plain;charset=utf-8' }), t.recoveryFileName);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saved) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t.recoveryIntro}</Text>
        <ul
          ref={list}
          tabIndex={-1}
          aria-label={t.recoveryListLabel}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 'var(--mantine-spacing-xs)',
            listStyle: 'none',
            margin: 0,
            padding: 0,
            outline: 'none',
          }}
        >
          {codes.map((code) => (
            <Box
              component="li"
              key={code}
              ff="monospace"
              fz="sm"
              ta="center"
              py={6}
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              {code}
            </Box>
          ))}
        </ul>
        <Group gap="xs" grow>
          <CopyText value={text} label={t.copyCodes} />
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
            {t.downloadCodes}
          </Button>
        </Group>
        <Checkbox label={t.savedThem} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} />
        <Button type="submit" disabled={!saved}>
          {doneLabel}
        </Button>
      </Stack>
    </form>
  );
}
