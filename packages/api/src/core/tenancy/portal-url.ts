import type { AppConfig } from '../deps';

/** A company portal's address for links in mail: the public URL with the subdomain in front of its host. */
export function portalUrl(config: Pick<AppConfig, 'baseDomain' | 'publicUrl'>, subdomain: string): string {
  const url = new URL(config.publicUrl ?? `http://${config.baseDomain}`);
  url.hostname = `${subdomain}.${url.hostname}`;
  return `${url.origin}/`;
}
