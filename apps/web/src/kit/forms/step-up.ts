import type { StepUpProof } from '@app/contracts';

/** The ways to prove a sensitive change to one's own account is wanted by its owner. */
export type ProofMethod = 'totp' | 'password' | 'code';

export interface StepUpValues {
  currentPassword: string;
  stepUpCode: string;
  totpCode: string;
}

export const EMPTY_STEP_UP: StepUpValues = { currentPassword: '', stepUpCode: '', totpCode: '' };

/**
 * The proofs this account can give, the one offered first at the head: the authenticator app
 * where two-factor sign-in is on (the phone is at hand, no mail to wait for), else the password
 * where there is one. An emailed code always works, so it is always there.
 */
export function proofMethods(account: { hasPassword: boolean; twoFactorEnabled: boolean }): ProofMethod[] {
  const methods: ProofMethod[] = [];
  if (account.twoFactorEnabled) methods.push('totp');
  if (account.hasPassword) methods.push('password');
  methods.push('code');
  return methods;
}

/** The proof as the API takes it: only the one the person filled in. */
export const stepUpInput = ({ currentPassword, stepUpCode, totpCode }: StepUpValues): StepUpProof => ({
  ...(currentPassword ? { currentPassword } : {}),
  ...(stepUpCode.trim() ? { stepUpCode: stepUpCode.trim() } : {}),
  ...(totpCode.trim() ? { totpCode: totpCode.trim() } : {}),
});

/** The server names the field of the proof it expected; the one visible shows it. */
export const stepUpError = (errors: Record<string, string | undefined>) =>
  errors.stepUpCode ?? errors.currentPassword ?? errors.totpCode;
