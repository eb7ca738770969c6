import type { AppConfig } from '../deps';

/**
 * A page of a company portal for links in mail: the public URL with the subdomain in front of its
 * host, and `path` (the portal's home by default) on it.
 */
export function portalUrl(config: Pick<AppConfig, 'baseDomain' | 'publicUrl'>, subdomain: string, path = '/'): string {
  const url = new URL(config.publicUrl ?? `http://${config.baseDomain}`);
  url.hostname = `${subdomain}.${url.hostname}`;
  return new URL(path, url.origin).href;
}
