import { Button, Stack, TextInput } from '@mantine/core';
import { IconRefresh, IconWorldOff } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { MESSAGES, subdomainSchema } from '@app/contracts';

import { errorText } from '../lib/api/errors';
import { CenteredLayout } from '../kit/layout/CenteredLayout';
import { DeadEnd } from '../kit/layout/DeadEnd';

const t = MESSAGES.web.invalidSubdomain;

/** What every company's address shares after its first label: acme.example.com:8443 → .example.com:8443. */
function sharedHostOf(host: string): string {
  const dot = host.indexOf('.');
  return dot < 0 ? '' : host.slice(dot);
}

/** The same address with another company's subdomain: acme.example.com → globex.example.com. */
export function companyAddress(
  subdomain: string,
  { protocol, host }: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${protocol}//${subdomain}${sharedHostOf(host)}/`;
}

/** Where a mistyped address leads on: the company's own address, typed and checked here. */
function CompanyAddressForm() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const suffix = sharedHostOf(window.location.host);
  const go = (event: FormEvent) => {
    event.preventDefault();
    const parsed = subdomainSchema.safeParse(value);
    if (parsed.success) window.location.assign(companyAddress(parsed.data));
    else setError(parsed.error.issues[0]?.message);
  };
  return (
    <form onSubmit={go} noValidate style={{ width: '100%' }}>
      <Stack gap="sm">
        <TextInput
          label={t.addressLabel}
          description={t.addressHint}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          rightSection={suffix}
          rightSectionWidth={suffix.length * 8 + 16}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          style={{ textAlign: 'left' }}
        />
        <Button type="submit" fullWidth>
          {t.go}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The tenant host names no company: say so and let the user type their company's address. When the
 * check itself failed (server unreachable), say that instead, with Retry.
 */
export function InvalidSubdomainPage({ retry, error }: { retry?: () => void; error?: unknown }) {
  return (
    <CenteredLayout>
      {retry ? (
        <DeadEnd icon={<IconWorldOff size={30} />} title={t.unavailableTitle} message={errorText(error)}>
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={retry}>
            {MESSAGES.web.retry}
          </Button>
        </DeadEnd>
      ) : (
        <DeadEnd icon={<IconWorldOff size={30} />} title={t.title} message={t.message}>
          <CompanyAddressForm />
        </DeadEnd>
      )}
    </CenteredLayout>
  );
}
