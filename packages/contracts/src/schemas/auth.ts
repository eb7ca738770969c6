import { z } from 'zod';

import { MESSAGES } from '../messages';
import { TEXT_LIMITS, TWO_FACTOR } from '../limits';
import { emailSchema } from './common';
import { singleLine } from './text';

export const requestCodeInput = z.object({
  email: emailSchema(),
  /** Optional: the host (or X-Subdomain) names the company; when both are given they must agree. */
  subdomain: singleLine(z.string().trim().toLowerCase()).max(63).optional(),
});

/** A six-digit code from a mail (sign-in or step-up). */
const sixDigitCode = () =>
  z
    .string({ error: MESSAGES.validation.codeInvalidFormat })
    .trim()
    .regex(/^\d{6}$/, { error: MESSAGES.validation.codeInvalidFormat });

export const verifyCodeInput = z.object({
  email: emailSchema(),
  code: sixDigitCode(),
});

const opaqueToken = singleLine(z.string({ error: 'refreshToken is required' }))
  .min(1, { error: 'refreshToken is required' })
  .max(200);

export const refreshInput = z.object({ refreshToken: opaqueToken });
export const logoutInput = z.object({ refreshToken: opaqueToken });

export const passwordLoginInput = z.object({
  email: emailSchema(),
  password: singleLine(z.string({ error: 'Password is required' }))
    .min(1, { error: 'Password is required' })
    .max(TEXT_LIMITS.passwordMax),
});

/**
 * Proof that the person at the keyboard owns the account, for sensitive changes to it (setting,
 * changing or removing a password, one's own email): a step-up code mailed to the account's
 * address (POST /api/auth/step-up-code), or the current password where the account has one. One
 * of them is required; a stolen access token alone proves neither.
 */
export const stepUpProof = {
  /** The code from the step-up mail. */
  stepUpCode: sixDigitCode().optional(),
  /** The account's current password, where it has one. */
  currentPassword: singleLine(z.string()).max(TEXT_LIMITS.passwordMax).optional(),
  /** A code from the authenticator app (or a recovery code), where two-factor sign-in is on. */
  totpCode: singleLine(z.string()).trim().min(1).max(TWO_FACTOR.codeMax).optional(),
};

export const changePasswordInput = z.object({
  ...stepUpProof,
  newPassword: singleLine(z.string({ error: 'New password is required' }))
    .min(TEXT_LIMITS.passwordMin, { error: `Password must be at least ${TEXT_LIMITS.passwordMin} characters` })
    .max(TEXT_LIMITS.passwordMax, { error: MESSAGES.validation.tooLong(TEXT_LIMITS.passwordMax) }),
});

export const removePasswordInput = z.object(stepUpProof);

/** Turning two-factor sign-in off takes the same proofs as a password change. */
export const disableTwoFactorInput = z.object(stepUpProof);

/** A code from the authenticator app, or one of the recovery codes. */
const secondFactorCode = () =>
  singleLine(z.string({ error: MESSAGES.auth.twoFactorCodeRequired }))
    .trim()
    .min(1, { error: MESSAGES.auth.twoFactorCodeRequired })
    .max(TWO_FACTOR.codeMax);

const challenge = singleLine(z.string({ error: 'challenge is required' }))
  .min(1, { error: 'challenge is required' })
  .max(TWO_FACTOR.challengeMax);

/** Sign-in's second step: the challenge verify-code or login answered, and the second code. */
export const twoFactorSignInInput = z.object({ challenge, code: secondFactorCode() });

/** Enrolment at sign-in, when the company or platform requires a second factor and none is set up. */
export const twoFactorEnrolInput = z.object({ challenge });

/** Confirming an enrolment: a code from the app just set up. */
export const confirmTwoFactorInput = z.object({ code: sixDigitCode() });

export type RequestCodeInput = z.infer<typeof requestCodeInput>;
export type VerifyCodeInput = z.infer<typeof verifyCodeInput>;
export type RefreshInput = z.infer<typeof refreshInput>;
export type LogoutInput = z.infer<typeof logoutInput>;
export type PasswordLoginInput = z.infer<typeof passwordLoginInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
export type RemovePasswordInput = z.infer<typeof removePasswordInput>;
export type StepUpProof = Pick<ChangePasswordInput, 'stepUpCode' | 'currentPassword' | 'totpCode'>;
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInput>;
export type TwoFactorEnrolInput = z.infer<typeof twoFactorEnrolInput>;
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorInput>;
