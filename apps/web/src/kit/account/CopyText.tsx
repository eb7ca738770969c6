import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

const t = MESSAGES.web.twoFactor;

/** A button that copies `value`, and says so for a moment. */
export function CopyText({ value, label = t.copy }: { value: string; label?: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
        >
          {copied ? t.copied : label}
        </Button>
      )}
    </CopyButton>
  );
}
