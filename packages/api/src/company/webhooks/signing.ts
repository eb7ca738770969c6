/**
 * An endpoint's signing secret and the signature every delivery carries. The secret is shown once,
 * when the endpoint is created, and stored sealed under the server's secret (a copy of the
 * database alone cannot forge deliveries); a receiver checks `X-Webhook-Signature` with it.
 */
import { createHmac, randomBytes } from 'node:crypto';

import { WEBHOOKS } from '@app/contracts';

import { openSecret, sealSecret } from '../../auth/two-factor/secret-box';

export const newSigningSecret = () => WEBHOOKS.secretPrefix + randomBytes(WEBHOOKS.secretBytes).toString('base64url');

export const sealSigningSecret = (serverSecret: string, secret: string) => sealSecret(serverSecret, secret);

/** The secret, or null when this server cannot open it (another server secret). */
export const openSigningSecret = (serverSecret: string, sealed: string) => openSecret(serverSecret, sealed);

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the whole secret as text.
 * The time is signed with the body, so a receiver can refuse a replayed old delivery.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
