import type { DownloadSink } from './crm/export/sink';
import type { AppDeps } from './deps';

/** The plain facts of one request: built by the HTTP host, the REST adapter and tests alike. */
export interface RequestInfo {
  host?: string;
  subdomainHeader?: string;
  authorization?: string;
  ip: string;
  userAgent?: string;
}

export interface Context {
  deps: AppDeps;
  request: RequestInfo;
  /** The response an export streams into; only the download routes set it (crm/export/sink.ts). */
  download?: DownloadSink;
}

export const createContext = (deps: AppDeps, request: RequestInfo): Context => ({ deps, request });
