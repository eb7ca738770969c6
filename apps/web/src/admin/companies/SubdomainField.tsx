/**
 * The company form's subdomain: typed in its normal form (lower case, hyphens), previewed as the
 * company's address, and checked on demand against the companies there are
 * (docs/product/platform-admin.md#validation). A check's answer only holds for the text it was given.
 */
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { checkSubdomainInput, MESSAGES } from '@app/contracts';

import { useTRPCClient } from '../../lib/api/client';
import { zodFieldErrors } from '../../kit/forms/zod-errors';
import { normalizeSubdomain } from './company-form';

const t = MESSAGES.web.companies;

type SubdomainCheck =
  | { state: 'idle' }
  | { state: 'checking'; subdomain: string }
  | { state: 'done'; subdomain: string; available: boolean }
  | { state: 'failed'; subdomain: string };

export interface SubdomainFieldProps {
  value: string;
  onChange: (subdomain: string) => void;
  error?: string;
  onError: (message: string) => void;
  /** The subdomain the company has now (edit mode): checking it again says nothing. */
  stored?: string;
  /** The base domain shown after the subdomain (acme.example.com). */
  baseDomain: string;
  disabled: boolean;
}

export function SubdomainField({ value, onChange, error, onError, stored, baseDomain, disabled }: SubdomainFieldProps) {
  const client = useTRPCClient();
  const [check, setCheck] = useState<SubdomainCheck>({ state: 'idle' });
  const runCheck = async () => {
    const parsed = zodFieldErrors(checkSubdomainInput, { subdomain: value });
    if (parsed.subdomain) return onError(parsed.subdomain);
    setCheck({ state: 'checking', subdomain: value });
    try {
      const answer = await client.platform.companies.checkSubdomain.query({ subdomain: value });
      setCheck({ state: 'done', subdomain: value, available: answer.available });
    } catch {
      setCheck({ state: 'failed', subdomain: value });
    }
  };
  const shown = check.state !== 'idle' && check.subdomain === value ? check : null;
  return (
    <div>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          name="subdomain"
          style={{ flex: 1 }}
          label={t.fields.subdomain}
          placeholder={t.placeholders.subdomain}
          withAsterisk
          value={value}
          error={error}
          onChange={(event) => onChange(normalizeSubdomain(event.currentTarget.value))}
          description={t.subdomainHint(`${value || t.placeholders.subdomain}.${baseDomain}`)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
          maxLength={63}
        />
        <Button
          variant="default"
          // Lines up with the input below the label and description.
          mt={46}
          onClick={() => void runCheck()}
          loading={shown?.state === 'checking'}
          disabled={disabled || !value || value === stored}
        >
          {t.checkSubdomain}
        </Button>
      </Group>
      {shown?.state === 'done' && (
        <Group gap={4} mt={6} c={shown.available ? 'green' : 'red'} role="status">
          {shown.available ? <IconCheck size={14} /> : <IconX size={14} />}
          <Text size="sm" c="inherit">
            {shown.available ? MESSAGES.subdomain.available : MESSAGES.subdomain.taken}
          </Text>
        </Group>
      )}
      {shown?.state === 'failed' && (
        <Text size="sm" c="red" mt={6} role="status">
          {MESSAGES.subdomain.checkFailed}
        </Text>
      )}
    </div>
  );
}
