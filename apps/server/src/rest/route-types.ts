/**
 * The shape of one REST endpoint in the declarative table (routes.ts). The adapter, the OpenAPI
 * document and the reference page are all generated from these entries, so an endpoint is
 * described exactly once.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which host the procedure answers on (docs/architecture.md#tenancy). Documentation only: the procedure itself
 * enforces it. `none` = no host rule at all (health, public look-ups); `any` = the platform host
 * or a company host; `platform` / `tenant` = only that one.
 */
export type HostScope = 'none' | 'any' | 'platform' | 'tenant';

/** Error statuses a route may add to the ones derived from its shape (see statuses.ts). */
export type ExtraErrorStatus = 403 | 404 | 409 | 429 | 503;

export interface RestRoute {
  method: HttpMethod;
  /** Fastify syntax (`:id`), always under /api. */
  path: `/api/${string}`;
  /** Dotted tRPC path, e.g. `platform.companies.get`; checked at registration. */
  procedure: string;
  /** Success status; 201 for creates. Default 200. */
  status?: 200 | 201;
  /** Message used when the procedure returns none. */
  message?: string;
  /** Multipart file fields this route accepts; without it the route takes JSON only. */
  files?: readonly string[];
  /**
   * One multipart file field handed to the procedure unread, as a stream (a StreamedFile), for
   * uploads too large to hold in memory; the procedure enforces its own size limit. The file must
   * be the form's last part: text fields sent after it are not read.
   */
  streamFile?: string;
  /** Output keys answered beside `data` instead of inside it (e.g. the public check's `valid`). */
  topLevel?: readonly string[];
  /** Payload keys inside `data` that integrators can rely on (documented, and asserted by the tests). */
  data?: readonly string[];
  summary: string;
  tag: string;
  /** Needs `Authorization: Bearer <accessToken>`. */
  auth: boolean;
  host: HostScope;
  /** Statuses beyond the derived ones (409 for a taken subdomain, 429 for rate limits, ...). */
  errors?: readonly ExtraErrorStatus[];
  /** A DELETE that takes a JSON body: a step-up proof is a secret, and secrets stay out of URLs. */
  body?: true;
  /** Answers a file streamed by the procedure (CSV or XLSX, download.ts), not the JSON envelope. */
  download?: true;
  /** The file types a download answers in; CSV and XLSX (the list exports) unless given. */
  downloadTypes?: readonly ('csv' | 'xlsx')[];
}

/** Whether a route's input comes from a body; GET and DELETE take the query string unless told. */
export const hasBody = (route: Pick<RestRoute, 'method' | 'body'>): boolean =>
  route.method !== 'GET' && (route.method !== 'DELETE' || route.body === true);

/** `/api/companies/:id` → `['id']`. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** `/api/companies/:id` → `/api/companies/{id}` (OpenAPI syntax). */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
