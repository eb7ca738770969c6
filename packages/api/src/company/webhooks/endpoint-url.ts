/**
 * The rules on an endpoint's URL that depend on the server: https only, and no private, loopback
 * or link-local address written into the URL. Names are checked where it matters, when each
 * delivery resolves them (post-event.ts): a check here could be undone by changing the name's
 * records afterwards. WEBHOOK_ALLOW_PRIVATE_URLS (development and tests) lifts both rules.
 */
import { MESSAGES } from '@app/contracts';

import type { AppConfig } from '../../core/deps';
import { fieldError } from '../../core/errors';
import { addressLiteralOf, isPublicAddress } from './address-rules';

const m = MESSAGES.webhooks;

/** Throws a 400 naming `url` when this server may not send to it. */
export function checkEndpointUrl(config: Pick<AppConfig, 'allowPrivateWebhookUrls'>, value: string): void {
  if (config.allowPrivateWebhookUrls) return;
  const url = new URL(value);
  if (url.protocol !== 'https:') throw fieldError('url', m.urlHttpsOnly);
  const literal = addressLiteralOf(url);
  if (literal !== null && !isPublicAddress(literal)) throw fieldError('url', m.urlPrivateAddress);
}

/** The URL as the security log keeps it: no query or fragment, which may carry the receiver's token. */
export function loggedUrl(value: string): string {
  const url = new URL(value);
  return `${url.origin}${url.pathname}`;
}
