/**
 * One HTTP attempt: resolve the endpoint's host, refuse it when any of its addresses is not public
 * (address-rules.ts), then connect to the address that was checked, never resolving again, so a
 * name that changes its answer between the check and the connection (DNS rebinding) still cannot
 * reach an internal address. The Host header and the TLS server name stay the URL's host.
 * Redirects are not followed. The whole attempt is bounded by one deadline. It never throws:
 * every way it can go wrong is an outcome with a reason.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

import { MESSAGES, WEBHOOKS } from '@app/contracts';

import { addressLiteralOf, isPublicAddress } from './address-rules';

const m = MESSAGES.webhooks.delivery;

export interface AttemptOutcome {
  /** The answer's status; null when there was none. */
  statusCode: number | null;
  latencyMs: number;
  /** Why the attempt failed; null on a 2xx. */
  error: string | null;
}

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** The resolver (node:dns by default); tests answer names of their own with it. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

const systemResolve = (host: string) => lookup(host, { all: true, verbatim: true });

/** A reason that reached us as an exception: its message only (never a stack), on one line. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, WEBHOOKS.errorMax);

class AttemptFailed extends Error {}

/** `promise`, or a failure once the deadline passes (a DNS lookup takes no signal of its own). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function checkedAddresses(url: URL, options: PostOptions, signal: AbortSignal): Promise<LookupAddress[]> {
  const literal = addressLiteralOf(url);
  let addresses: LookupAddress[];
  if (literal !== null) addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await beforeDeadline((options.resolve ?? systemResolve)(url.hostname), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new AttemptFailed(m.unresolved(url.hostname));
    }
  }
  if (addresses.length === 0) throw new AttemptFailed(m.unresolved(url.hostname));
  // Every address must pass, not just the first: the connection could be made to any of them.
  if (!options.allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
    throw new AttemptFailed(m.privateAddress(url.hostname));
  return addresses;
}

/**
 * Answers the checked addresses whatever the connection asks, in either form it may ask in: all
 * of them (Node then tries each in turn, IPv6 and IPv4 alike) or the first.
 */
const pinnedLookup =
  (checked: LookupAddress[]): LookupFunction =>
  (_host, options, callback) => {
    const done = callback as (...args: unknown[]) => void;
    if ((options as { all?: boolean }).all) done(null, checked);
    else done(null, checked[0]!.address, checked[0]!.family);
  };

function request(
  url: URL,
  checked: LookupAddress[],
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
) {
  return new Promise<number>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: pinnedLookup(checked),
      // A fresh connection each time: a pooled one could have been opened to an older answer.
      agent: false,
      signal,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      // The status is the answer; the body is read and dropped, within the same deadline.
      res.on('error', () => {});
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.end(body);
  });
}

function failureReason(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (error instanceof AttemptFailed) return error.message;
  if (signal.aborted) return m.timedOut(timeoutMs / 1000);
  const code = (error as { code?: string }).code;
  if (code === 'ECONNRESET' || code === 'EPIPE' || reasonOf(error) === 'socket hang up') return m.connectionClosed;
  if (code === 'ECONNREFUSED') return m.connectionRefused;
  return m.unreachable(reasonOf(error)).slice(0, WEBHOOKS.errorMax);
}

export async function postEvent(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const signal = AbortSignal.timeout(options.timeoutMs);
  const latency = () => Math.round(performance.now() - started);
  try {
    const checked = await checkedAddresses(url, options, signal);
    const statusCode = await request(url, checked, body, headers, signal);
    if (statusCode >= 200 && statusCode < 300) return { statusCode, latencyMs: latency(), error: null };
    const error = statusCode >= 300 && statusCode < 400 ? m.redirected(statusCode) : m.answered(statusCode);
    return { statusCode, latencyMs: latency(), error };
  } catch (error) {
    return { statusCode: null, latencyMs: latency(), error: failureReason(error, signal, options.timeoutMs) };
  }
}
