import { Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { RecoveryCodes } from '../../kit/account/RecoveryCodes';
import { CenteredLayout } from '../../kit/layout/CenteredLayout';
import { useSession } from '../session-context';
import type { SignInResult } from '../types';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { EnrolStep } from './EnrolStep';
import { LoginNotice } from './LoginNotice';
import { afterFirstFactor, afterSecondFactor, stepTitle, type LoginOutcome, type LoginStep } from './login-steps';
import { SecondFactorStep } from './SecondFactorStep';

export interface LoginPageProps {
  /** The portal's heading: 'Admin Dashboard', or the company's logo and name. */
  brand: ReactNode;
  /** Sent with the code request: the company's subdomain, or 'admin'. */
  subdomain: string;
}

/**
 * Sign-in by emailed code (docs/architecture.md#identity): email, then the 6-digit code; where two-factor sign-in is
 * on, then a code from the authenticator app, and where it is required but not set up, the app's
 * set-up and its recovery codes.
 */
export function LoginPage({ brand, subdomain }: LoginPageProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<LoginStep>({ name: 'email' });
  const [email, setEmail] = useState('');

  const onSignedIn = (result: SignInResult) => {
    signIn(result);
    // Drop ?message=...: the notice belongs to the signed-out page.
    void navigate('/', { replace: true });
  };
  const follow = (outcome: LoginOutcome) =>
    'signedIn' in outcome ? onSignedIn(outcome.signedIn) : setStep(outcome.step);
  const startAgain = () => setStep({ name: 'email' });

  return (
    <CenteredLayout>
      <Stack gap="lg">
        {brand}
        <Title order={2} size="h4" fw={600}>
          {stepTitle(step)}
        </Title>
        <LoginNotice />
        {step.name === 'email' && (
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
        )}
        {step.name === 'code' && (
          <CodeStep
            email={step.email}
            subdomain={subdomain}
            onAnswer={(answer) => follow(afterFirstFactor(step.email, answer))}
            onChangeEmail={startAgain}
          />
        )}
        {step.name === 'second-factor' && (
          <SecondFactorStep
            challenge={step.challenge}
            onSignedIn={(answer) => follow(afterSecondFactor(step.email, answer))}
            onStartAgain={startAgain}
          />
        )}
        {step.name === 'enrol' && (
          <EnrolStep
            challenge={step.challenge}
            platform={subdomain === 'admin'}
            onSignedIn={(answer) => follow(afterSecondFactor(step.email, answer))}
            onStartAgain={startAgain}
          />
        )}
        {step.name === 'recovery-codes' && (
          <RecoveryCodes
            codes={step.codes}
            email={step.email}
            doneLabel={MESSAGES.web.twoFactor.continue}
            onDone={() => onSignedIn(step.signedIn)}
          />
        )}
      </Stack>
    </CenteredLayout>
  );
}
