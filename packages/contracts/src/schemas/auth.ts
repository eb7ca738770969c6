import { z } from 'zod';

import { MESSAGES } from '../messages';
import { TEXT_LIMITS } from '../limits';
import { emailSchema } from './common';
import { singleLine } from './text';

export const requestCodeInput = z.object({
  email: emailSchema(),
  /** Optional: the host (or X-Subdomain) names the company; when both are given they must agree. */
  subdomain: singleLine(z.string().trim().toLowerCase()).max(63).optional(),
});

export const verifyCodeInput = z.object({
  email: emailSchema(),
  code: z
    .string({ error: MESSAGES.validation.codeInvalidFormat })
    .trim()
    .regex(/^\d{6}$/, { error: MESSAGES.validation.codeInvalidFormat }),
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

export const changePasswordInput = z.object({
  /** Required when the account already has a password. */
  currentPassword: singleLine(z.string()).max(TEXT_LIMITS.passwordMax).optional(),
  newPassword: singleLine(z.string({ error: 'New password is required' }))
    .min(TEXT_LIMITS.passwordMin, { error: `Password must be at least ${TEXT_LIMITS.passwordMin} characters` })
    .max(TEXT_LIMITS.passwordMax, { error: MESSAGES.validation.tooLong(TEXT_LIMITS.passwordMax) }),
});

export type RequestCodeInput = z.infer<typeof requestCodeInput>;
export type VerifyCodeInput = z.infer<typeof verifyCodeInput>;
export type RefreshInput = z.infer<typeof refreshInput>;
export type LogoutInput = z.infer<typeof logoutInput>;
export type PasswordLoginInput = z.infer<typeof passwordLoginInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
