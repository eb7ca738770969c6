import { Button, Group, Select, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../../kit/feedback/notify';
import { SettingsCard } from '../../kit/layout/SettingsCard';
import { useShellRefresh } from '../company-profile';
import { browserZones, zoneOptions } from './time-zones';

const t = MESSAGES.crm.companyClock;

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

/**
 * The company's time zone ("today", weeks and the digest follow it) and the hour of the daily
 * follow-up digest. Saved on its own, like Access Control.
 */
export function CompanyClockCard({ timeZone, digestHour }: { timeZone: string; digestHour: number }) {
  const trpc = useTRPC();
  const refresh = useShellRefresh();
  const [zone, setZone] = useState(timeZone);
  const [hour, setHour] = useState(String(digestHour));
  const zones = useMemo(() => zoneOptions(timeZone, browserZones()), [timeZone]);
  const save = useMutation(
    trpc.company.settings.update.mutationOptions({
      onSuccess: (answer) => {
        notify.success(answer.message);
        refresh.company();
      },
      onError: (error) => notify.error(error),
    }),
  );
  const dirty = zone !== timeZone || hour !== String(digestHour);
  return (
    <SettingsCard title={t.title} description={`${t.timeZoneHint}. ${t.digestHourHint}.`}>
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t.timeZoneLabel}
            data={zones}
            value={zone}
            onChange={(v) => v && setZone(v)}
            searchable
            allowDeselect={false}
            disabled={save.isPending}
            miw={220}
          />
          <Select
            label={t.digestHourLabel}
            data={HOURS}
            value={hour}
            onChange={(v) => v && setHour(v)}
            allowDeselect={false}
            disabled={save.isPending}
            miw={160}
          />
        </Group>
        <Group justify="flex-end">
          <Button
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => save.mutate({ timeZone: zone, digestHour: Number(hour) })}
          >
            {t.save}
          </Button>
        </Group>
      </Stack>
    </SettingsCard>
  );
}
