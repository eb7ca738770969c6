import { Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { CenteredLayout } from '../../shared/layout/CenteredLayout';
import { useSession } from '../session-context';
import type { SignInResult } from '../types';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { LoginNotice } from './LoginNotice';

export interface LoginPageProps {
  /** The portal's heading: 'Admin Dashboard', or the company's logo and name. */
  brand: ReactNode;
  /** Sent with the code request: the company's subdomain, or 'admin'. */
  subdomain: string;
}

/** Sign-in by emailed code (DESIGN §4): email, then the 6-digit code. */
export function LoginPage({ brand, subdomain }: LoginPageProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<{ name: 'email' } | { name: 'code'; email: string }>({ name: 'email' });
  const [email, setEmail] = useState('');

  const onSignedIn = (result: SignInResult) => {
    signIn(result);
    // Drop ?message=...: the notice belongs to the signed-out page.
    void navigate('/', { replace: true });
  };

  return (
    <CenteredLayout>
      <Stack gap="lg">
        {brand}
        <Title order={2} size="h4" fw={600}>
          {MESSAGES.web.login.signInTitle}
        </Title>
        <LoginNotice />
        {step.name === 'email' ? (
          <EmailStep
            subdomain={subdomain}
            initialEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setStep({ name: 'code', email: sentTo });
              // A new sign-in has started: the earlier sign-out notice has served its purpose.
              if (params.has('message')) setParams({}, { replace: true });
            }}
          />
        ) : (
          <CodeStep
            email={step.email}
            subdomain={subdomain}
            onSignedIn={onSignedIn}
            onChangeEmail={() => setStep({ name: 'email' })}
          />
        )}
      </Stack>
    </CenteredLayout>
  );
}
