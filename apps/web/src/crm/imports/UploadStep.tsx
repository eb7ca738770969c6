import { Alert, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { IMPORT_LIMITS, MESSAGES, type ImportKind } from '@app/contracts';

import { errorText } from '../../lib/api/errors';
import { useUpload } from './useImport';

const t = MESSAGES.crm.imports;
const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', ''];

/**
 * Drag and drop (or click) one CSV; it is uploaded at once and the mapping step follows. A refused
 * file is explained on the page, above the drop zone, until the next file is dropped.
 */
export function UploadStep({ kind, onUploaded }: { kind: ImportKind; onUploaded: (id: string) => void }) {
  const upload = useUpload(kind);
  const [problem, setProblem] = useState<string | null>(null);
  const send = (file: File) => {
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (data) => onUploaded(data.import.id),
      onError: (error) => setProblem(errorText(error)),
    });
  };
  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t.uploadFailedTitle} role="alert">
          {problem}
        </Alert>
      )}
      <UploadZone
        busy={upload.isPending}
        onFile={send}
        onReject={() => setProblem(t.dropRejected(IMPORT_LIMITS.maxFileBytes))}
      />
    </Stack>
  );
}

function UploadZone({ busy, onFile, onReject }: { busy: boolean; onFile: (file: File) => void; onReject: () => void }) {
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={onReject}
      maxSize={IMPORT_LIMITS.maxFileBytes}
      maxFiles={1}
      multiple={false}
      accept={{ 'text/csv': ['.csv', '.txt'], 'application/vnd.ms-excel': ['.csv'] }}
      loading={busy}
      validator={(file) =>
        CSV_TYPES.includes(file.type) || /\.(csv|txt)$/i.test(file.name) ? null : { code: 'type', message: t.notCsv }
      }
      aria-label={t.dropTitle}
      data-testid="import-dropzone"
    >
      <Group justify="center" gap="lg" mih={160} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.5} style={{ flexShrink: 0 }} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.5} style={{ flexShrink: 0 }} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileTypeCsv size={44} stroke={1.5} style={{ flexShrink: 0 }} />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="lg" fw={500}>
            {busy ? t.uploading : t.dropTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {t.dropHint(IMPORT_LIMITS.maxFileBytes)}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
