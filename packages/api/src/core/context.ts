import type { DownloadSink } from '../crm/exports/sink';
import type { AppDeps } from './deps';

/** The plain facts of one request: built by the HTTP host, the REST adapter and tests alike. */
export interface RequestInfo {
  host?: string;
  subdomainHeader?: string;
  authorization?: string;
  /** The X-API-Key header; a key may also come as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /** The Idempotency-Key header of a write (docs/rest-guide.md). */
  idempotencyKey?: string;
  ip: string;
  userAgent?: string;
}

export interface Context {
  deps: AppDeps;
  request: RequestInfo;
  /** The response an export streams into; only the download routes set it (crm/exports/sink.ts). */
  download?: DownloadSink;
  /**
   * A write sent with an Idempotency-Key: the key and a fingerprint of the request (method, path,
   * input), set by the REST adapter. Without it a write is not idempotent.
   */
  idempotency?: { key: string; fingerprint: string };
  /** Sets a header on the answer (an API key's rate-limit state); the HTTP host provides it. */
  setHeader?: (name: string, value: string) => void;
}

export const createContext = (
  deps: AppDeps,
  request: RequestInfo,
  setHeader?: (name: string, value: string) => void,
): Context => ({ deps, request, setHeader });
