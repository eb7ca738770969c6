import type { TRPCRouterRecord } from '@trpc/server';

import {
  changePasswordInput,
  confirmTwoFactorInput,
  disableTwoFactorInput,
  logoutInput,
  MESSAGES,
  passwordLoginInput,
  refreshInput,
  removePasswordInput,
  requestCodeInput,
  twoFactorEnrolInput,
  twoFactorSignInInput,
  verifyCodeInput,
} from '@app/contracts';

import { hostProcedure, publicProcedure } from '../core/procedures';
import { changePassword, removePassword } from './change-password';
import { currentProfile } from './me';
import { passwordLogin } from './password-login';
import { refreshSession } from './refresh';
import { requestLoginCode } from './request-code';
import { endSessionOfRefreshToken } from './sessions';
import { requestStepUpCode } from './step-up';
import { confirmTwoFactor, disableTwoFactor, setUpTwoFactor } from './two-factor/account';
import { completeTwoFactor, enrolAtSignIn } from './two-factor/sign-in-step';
import { verifyLoginCode } from './verify-code';

/** Sign-in and sessions (docs/architecture.md#identity). Every call works on the host's realm: the admin host or a company's. */
export const authRouter = {
  requestCode: hostProcedure
    .input(requestCodeInput)
    .mutation(({ ctx, input }) => requestLoginCode(ctx.deps, ctx.target, ctx.request, input)),

  verifyCode: hostProcedure
    .input(verifyCodeInput)
    .mutation(({ ctx, input }) => verifyLoginCode(ctx.deps, ctx.target, ctx.request, input)),

  login: hostProcedure
    .input(passwordLoginInput)
    .mutation(({ ctx, input }) => passwordLogin(ctx.deps, ctx.target, ctx.request, input)),

  /** Sign-in's second step, when verify-code or login answered a challenge instead of tokens. */
  twoFactor: hostProcedure
    .input(twoFactorSignInInput)
    .mutation(({ ctx, input }) => completeTwoFactor(ctx.deps, ctx.target, ctx.request, input)),

  /** Enrolment during a sign-in that requires a second factor not set up yet. */
  twoFactorEnrol: hostProcedure
    .input(twoFactorEnrolInput)
    .mutation(({ ctx, input }) => enrolAtSignIn(ctx.deps, ctx.target, input)),

  /** The signed-in person's own two-factor sign-in: start, confirm, turn off (with step-up). */
  twoFactorSetup: hostProcedure.mutation(({ ctx }) => setUpTwoFactor(ctx)),
  twoFactorConfirm: hostProcedure
    .input(confirmTwoFactorInput)
    .mutation(({ ctx, input }) => confirmTwoFactor(ctx, input)),
  twoFactorDisable: hostProcedure
    .input(disableTwoFactorInput)
    .mutation(({ ctx, input }) => disableTwoFactor(ctx, input)),

  refresh: hostProcedure.input(refreshInput).mutation(({ ctx, input }) => refreshSession(ctx.deps, ctx.target, input)),

  /** Works on any host and for any token, so an app can always sign out (even of an inactive company). */
  logout: publicProcedure.input(logoutInput).mutation(async ({ ctx, input }) => {
    await endSessionOfRefreshToken(ctx.deps.db, input.refreshToken);
    return { message: MESSAGES.auth.signedOut };
  }),

  me: hostProcedure.query(({ ctx }) => currentProfile(ctx)),

  /** Mails the signed-in account a code that confirms a sensitive change to it (step-up). */
  requestStepUpCode: hostProcedure.mutation(({ ctx }) => requestStepUpCode(ctx)),

  changePassword: hostProcedure.input(changePasswordInput).mutation(({ ctx, input }) => changePassword(ctx, input)),

  removePassword: hostProcedure.input(removePasswordInput).mutation(({ ctx, input }) => removePassword(ctx, input)),
} satisfies TRPCRouterRecord;
