import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';

import { IMPORT_LIMITS, MESSAGES, type ImportKind } from '@app/contracts';

import { notify } from '../../../shared/feedback/notify';
import { useUpload } from './useImport';

const t = MESSAGES.crm.imports;
const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', ''];

/** Drag and drop (or click) one CSV; it is uploaded at once and the mapping step follows. */
export function UploadStep({ kind, onUploaded }: { kind: ImportKind; onUploaded: (id: string) => void }) {
  const upload = useUpload(kind);
  const send = (file: File) =>
    upload.mutate(file, { onSuccess: (data) => onUploaded(data.import.id), onError: (error) => notify.error(error) });
  return (
    <Dropzone
      onDrop={(files) => files[0] && send(files[0])}
      onReject={() => notify.error(t.dropRejected(IMPORT_LIMITS.maxFileBytes))}
      maxSize={IMPORT_LIMITS.maxFileBytes}
      maxFiles={1}
      multiple={false}
      accept={{ 'text/csv': ['.csv', '.txt'], 'application/vnd.ms-excel': ['.csv'] }}
      loading={upload.isPending}
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
            {upload.isPending ? t.uploading : t.dropTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {t.dropHint(IMPORT_LIMITS.maxFileBytes)}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
