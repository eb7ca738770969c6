import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { errorText } from '../../lib/api/errors';

const t = MESSAGES.web.login;

interface EmailStepProps {
  subdomain: string;
  initialEmail: string;
  onSent: (email: string) => void;
}

/** Step 1: the email address; the server sends a code if the account exists (it never says). */
export function EmailStep({ subdomain, initialEmail, onSent }: EmailStepProps) {
  const trpc = useTRPC();
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState<string>();
  const requestCode = useMutation(trpc.auth.requestCode.mutationOptions());

  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A first check in the browser (the input's own email rule); the server's schema has the last word.
    const value = email.trim();
    if (!value || input.current?.validity.typeMismatch) {
      setInvalid(value ? MESSAGES.validation.emailInvalid : MESSAGES.validation.emailRequired);
      input.current?.focus();
      return;
    }
    setInvalid(undefined);
    requestCode.mutate({ email: value, subdomain }, { onSuccess: () => onSent(value.toLowerCase()) });
  };

  const error = invalid ?? (requestCode.error ? errorText(requestCode.error, 'email') : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.emailStepHint}
        </Text>
        <TextInput
          label={t.emailLabel}
          placeholder={t.emailPlaceholder}
          ref={input}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          required
          leftSection={<IconMail size={16} />}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setInvalid(undefined);
            requestCode.reset();
          }}
          error={error}
        />
        <Button type="submit" fullWidth loading={requestCode.isPending}>
          {t.sendCode}
        </Button>
      </Stack>
    </form>
  );
}
