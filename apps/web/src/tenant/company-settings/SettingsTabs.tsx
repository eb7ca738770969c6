import { Tabs } from '@mantine/core';
import { IconSettings, IconShieldLock } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { PageLoader } from '../../shared/layout/PageLoader';
import { lazyPage } from '../../shared/layout/lazyPage';

const t = MESSAGES.web.securityLog;

// The log's table, filters and date picker load with the tab, not with the settings form.
const SecuritySection = lazyPage(() => import('./SecuritySection').then((m) => m.SecuritySection));

type SettingsTab = 'general' | 'security';

/**
 * The owner's Company Settings in two tabs: General (the form and cards) and Security (the log).
 * The tab is in the address (`?tab=security`), so a reload or a link opens it again.
 */
export function SettingsTabs({ general, timeZone }: { general: ReactNode; timeZone: string }) {
  const [params, setParams] = useSearchParams();
  const tab: SettingsTab = params.get('tab') === 'security' ? 'security' : 'general';
  const open = (next: string | null) =>
    setParams((current) => {
      const url = new URLSearchParams(next === 'security' ? { tab: 'security' } : {});
      // The log's filters belong to the log: General starts clean, Security keeps them.
      if (next === 'security') for (const [key, value] of current) if (key !== 'tab') url.set(key, value);
      return url;
    });
  return (
    <Tabs value={tab} onChange={open} keepMounted={false}>
      <Tabs.List aria-label={t.settingsTabs} mb="lg">
        <Tabs.Tab value="general" leftSection={<IconSettings size={16} />}>
          {t.generalTab}
        </Tabs.Tab>
        <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} />}>
          {t.tab}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general">{general}</Tabs.Panel>
      <Tabs.Panel value="security">
        <Suspense fallback={<PageLoader />}>
          <SecuritySection timeZone={timeZone} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
