import { Tabs } from '@mantine/core';
import { IconKey, IconSettings, IconShieldLock, IconWebhook } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { PageLoader } from '../../kit/layout/PageLoader';
import { lazyPage } from '../../kit/layout/lazyPage';
import { usePhone } from '../../kit/layout/usePhone';

const t = MESSAGES.web.securityLog;

// The key list, the webhooks and the log (tables, filters, date pickers) load with their tab, not with the form.
const ApiKeysSection = lazyPage(() => import('./ApiKeysSection').then((m) => m.ApiKeysSection));
const WebhooksSection = lazyPage(() => import('./webhooks/WebhooksSection').then((m) => m.WebhooksSection));
const SecuritySection = lazyPage(() => import('./SecuritySection').then((m) => m.SecuritySection));

type SettingsTab = 'general' | 'api-keys' | 'webhooks' | 'security';

/** The tab the address asks for, among those this person has; General otherwise. */
export function settingsTab(asked: string | null, withSecurity: boolean): SettingsTab {
  if (asked === 'api-keys' || asked === 'webhooks') return asked;
  if (asked === 'security' && withSecurity) return asked;
  return 'general';
}

/**
 * Company Settings in tabs: General (the form and cards), API keys, Webhooks, and for the owner
 * Security (the log). The tab is in the address (`?tab=api-keys`), so a reload or a link opens it again.
 */
export function SettingsTabs({
  general,
  timeZone,
  withSecurity,
}: {
  general: ReactNode;
  timeZone: string;
  /** The security log is the owner's alone. */
  withSecurity: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const tab = settingsTab(params.get('tab'), withSecurity);
  // On a phone the tabs keep to one line without their icons.
  const phone = usePhone();
  const icon = (Icon: typeof IconKey) => (phone ? undefined : <Icon size={16} />);
  const open = (next: string | null) =>
    setParams((current) => {
      const url = new URLSearchParams(next && next !== 'general' ? { tab: next } : {});
      // The log's filters belong to the log: the other tabs start clean, Security keeps them.
      if (next === 'security') for (const [key, value] of current) if (key !== 'tab') url.set(key, value);
      return url;
    });
  return (
    <Tabs value={tab} onChange={open} keepMounted={false}>
      <Tabs.List aria-label={t.settingsTabs} mb="lg">
        <Tabs.Tab value="general" leftSection={icon(IconSettings)}>
          {t.generalTab}
        </Tabs.Tab>
        <Tabs.Tab value="api-keys" leftSection={icon(IconKey)}>
          {MESSAGES.web.apiKeys.tab}
        </Tabs.Tab>
        <Tabs.Tab value="webhooks" leftSection={icon(IconWebhook)}>
          {MESSAGES.web.webhooks.tab}
        </Tabs.Tab>
        {withSecurity && (
          <Tabs.Tab value="security" leftSection={icon(IconShieldLock)}>
            {t.tab}
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="general">{general}</Tabs.Panel>
      <Tabs.Panel value="api-keys">
        <Suspense fallback={<PageLoader />}>
          <ApiKeysSection />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="webhooks">
        <Suspense fallback={<PageLoader />}>
          <WebhooksSection />
        </Suspense>
      </Tabs.Panel>
      {withSecurity && (
        <Tabs.Panel value="security">
          <Suspense fallback={<PageLoader />}>
            <SecuritySection timeZone={timeZone} />
          </Suspense>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
