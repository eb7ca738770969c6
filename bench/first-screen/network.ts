/**
 * What one page fetched, from Chromium's own network events (CDP): per request when it left, when
 * its headers came and when its last byte did, in ms on the page's clock (performance.now(), 0 at
 * navigation start), and its bytes on the wire (Network.loadingFinished encodedDataLength: the
 * response headers plus the body as sent, so compressed when the server compressed it).
 */
import type { BrowserContext, Page } from '@playwright/test';

import { round } from '../lib/stats';

export interface Fetch {
  /** Path and query, or the whole URL when it is another origin's. */
  url: string;
  type: string;
  status: number;
  /** Content-Encoding of the answer ('' when none). */
  encoding: string;
  /** Asked for by the page. */
  start: number;
  /** Sent on a connection (after waiting for one: HTTP/1.1 allows 6 per host). */
  sent: number;
  /** Response headers in. */
  headers: number;
  end: number;
  bytes: number;
}

interface Raw {
  url: string;
  type: string;
  asked: number;
  status: number;
  encoding: string;
  sent?: number;
  headersIn?: number;
  done?: number;
  bytes: number;
}

/** Starts recording `page`'s requests; call before its navigation. */
export async function recordNetwork(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const raw = new Map<string, Raw>();
  // The document's request start on CDP's clock (seconds), to move every CDP time onto the page's.
  let documentSent: number | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    raw.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? 'Other',
      asked: e.timestamp,
      status: 0,
      encoding: '',
      bytes: 0,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = raw.get(e.requestId);
    const timing = e.response.timing;
    if (!r || !timing) return;
    r.status = e.response.status;
    r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    r.sent = timing.requestTime + timing.sendStart / 1000;
    r.headersIn = timing.requestTime + timing.receiveHeadersEnd / 1000;
    if (e.type === 'Document' && documentSent === undefined)
      documentSent = timing.requestTime + timing.sendStart / 1000;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = raw.get(e.requestId);
    if (!r) return;
    r.done = e.timestamp;
    r.bytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = raw.get(e.requestId);
    if (r) r.done = e.timestamp;
  });
  await cdp.send('Network.enable');

  return {
    /** The requests finished so far, on the page's clock, in the order they left. */
    async fetches(): Promise<Fetch[]> {
      // The navigation entry's requestStart is the document's send start on the page's clock.
      const requestStart = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).requestStart,
      );
      if (documentSent === undefined) throw new Error('no document request recorded');
      const toPage = (seconds: number) => round(seconds * 1000 - (documentSent! * 1000 - requestStart));
      const origin = new URL(page.url()).origin;
      return [...raw.values()]
        .filter((r) => r.done !== undefined)
        .map((r) => ({
          url: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url,
          type: r.type,
          status: r.status,
          encoding: r.encoding,
          start: toPage(r.asked),
          sent: r.sent === undefined ? Number.NaN : toPage(r.sent),
          headers: r.headersIn === undefined ? Number.NaN : toPage(r.headersIn),
          end: toPage(r.done!),
          bytes: r.bytes,
        }))
        .sort((a, b) => a.start - b.start);
    },
    detach: () => cdp.detach().catch(() => {}),
  };
}

/** KB and request count of the fetches that left at or after `from` and ended by `until`. */
export function onTheWire(fetches: Fetch[], from: number, until: number) {
  const within = fetches.filter((f) => f.start >= from && f.end <= until);
  return { kb: round(within.reduce((sum, f) => sum + f.bytes, 0) / 1024), requests: within.length };
}

/**
 * One line per request, in the order they were asked for: when asked, sent, headers in and ended
 * (ms), KB, kind, status, encoding and URL; with the page's own marks (`marks`) between them.
 */
export function timeline(fetches: Fetch[], marks: [string, number][]): string[] {
  const ms = (n: number) => String(Math.round(n)).padStart(5);
  const lines: [number, string][] = fetches.map((f) => [
    f.start,
    `${ms(f.start)} ${ms(f.sent)} ${ms(f.headers)} ${ms(f.end)} ${(f.bytes / 1024).toFixed(1).padStart(6)} ` +
      `${f.type.padEnd(10)} ${f.status} ${(f.encoding || '-').padEnd(4)} ` +
      `${f.url.length > 80 ? `${f.url.slice(0, 77)}...` : f.url}`,
  ]);
  for (const [name, at] of marks) lines.push([at, `${ms(at)} ${'-'.repeat(33)} ${name}`]);
  const sorted = lines.sort((a, b) => a[0] - b[0]).map(([, line]) => line);
  return [`asked  sent  hdrs   end     KB kind       status enc  url`, ...sorted];
}
