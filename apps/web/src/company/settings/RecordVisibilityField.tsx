import { Radio, Stack, Text } from '@mantine/core';

import { MESSAGES, RECORD_VISIBILITIES, type RecordVisibility } from '@app/contracts';

import { useSettingSave } from './useSettingSave';

const t = MESSAGES.web.companyPortal.companySettings;

/**
 * The owner's choice of which CRM records team members see (all, their own, their department's),
 * saved as soon as it is picked; it shows the value asked for while saving.
 */
export function RecordVisibilityField({ stored }: { stored: RecordVisibility }) {
  const save = useSettingSave({ saved: t.recordVisibilitySaved, failed: t.recordVisibilityFailed });
  const value = (save.isPending ? save.variables.recordVisibility : undefined) ?? stored;
  return (
    <div>
      <Radio.Group
        label={t.recordVisibilityLabel}
        description={t.recordVisibilityHint}
        value={value}
        onChange={(next) => save.mutate({ recordVisibility: next as RecordVisibility })}
      >
        <Stack gap="sm" mt="sm">
          {RECORD_VISIBILITIES.map((option) => (
            <Radio
              key={option}
              value={option}
              disabled={save.isPending}
              label={t.recordVisibilityOptions[option].label}
              description={t.recordVisibilityOptions[option].hint}
            />
          ))}
        </Stack>
      </Radio.Group>
      {save.isError && (
        <Text size="xs" c="red" mt="xs" role="alert">
          {t.recordVisibilityFailed}
        </Text>
      )}
    </div>
  );
}
