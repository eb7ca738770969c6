import QRCode from 'qrcode';

import type { Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { Account } from '../accounts';
import { realmName, type Realm } from '../realm';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { saveTwoFactor, type TwoFactorState } from './state';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

export interface EnrolmentStart {
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  otpauthUrl: string;
  /** The same address as a QR code, an SVG data URL the page can show as an image. */
  qrCode: string;
}

/**
 * A fresh secret, stored sealed and pending (not enabled) until a code from the app confirms it.
 * Starting again replaces a pending secret; an enabled one stays until it is turned off.
 */
export async function startEnrolment(deps: AppDeps, tx: Tx, realm: Realm, account: Account): Promise<EnrolmentStart> {
  const secret = newTotpSecret();
  await saveTwoFactor(tx, realm, account.id, { secret: sealSecret(deps.config.jwtSecret, secret) });
  const url = otpauthUrl(secret, account.email, realmName(realm));
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Confirms a pending enrolment with a code from the app: two-factor sign-in is on from now, and
 * ten recovery codes are made (stored as keyed hashes, shown this once). Null when the code does
 * not match the pending secret.
 */
export async function confirmEnrolment(
  deps: AppDeps,
  tx: Tx,
  realm: Realm,
  accountId: string,
  state: TwoFactorState,
  code: string,
): Promise<string[] | null> {
  const secret = state.secret && openSecret(deps.config.jwtSecret, state.secret);
  const step = secret ? matchTotp(secret, code, deps.now(), null) : null;
  if (step === null) return null;
  const recoveryCodes = newRecoveryCodes();
  await saveTwoFactor(tx, realm, accountId, {
    enabledAt: deps.now(),
    lastStep: step,
    recoveryCodes: recoveryCodes.map((c) => recoveryCodeHash(deps.config.jwtSecret, accountId, c.replace('-', ''))),
  });
  return recoveryCodes;
}
