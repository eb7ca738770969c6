import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { DEFAULT_THEME_COLOR, MESSAGES } from '@app/contracts';

import { useTRPC } from '../lib/api/client';
import { isFinalAnswer } from '../lib/api/errors';
import { storedThemeColor, storeThemeColor } from '../theme/stored-theme-color';
import { useSetThemeColor, useThemeColor } from '../theme/theme-color-context';

export interface TenantInfo {
  subdomain: string;
  name: string;
  logo: string | null;
}

export type TenantCheck =
  | { status: 'checking' }
  | { status: 'invalid' }
  /** The check itself failed (server unreachable, 5xx): nothing is known about the address yet. */
  | { status: 'unavailable'; error: unknown; retry: () => void }
  | { status: 'valid'; tenant: TenantInfo };

/**
 * The tenant host's start-up (docs/product/platform-admin.md#hosts-and-sign-in, #states): is the subdomain a company (name and logo for
 * the login page), and its theme colour. Both public calls travel in one batched request.
 */
export function useTenantCheck(subdomain: string): TenantCheck {
  const trpc = useTRPC();
  const setThemeColor = useSetThemeColor();
  const themeColor = useThemeColor();
  const check = useQuery({ ...trpc.public.checkSubdomain.queryOptions({ subdomain }), staleTime: Infinity });
  const theme = useQuery({ ...trpc.public.theme.queryOptions({ subdomain }), staleTime: Infinity, retry: false });
  const valid = check.data?.valid === true;

  useEffect(() => {
    const stored = storedThemeColor(subdomain);
    if (stored) setThemeColor(stored);
  }, [subdomain, setThemeColor]);

  useEffect(() => {
    if (theme.data) {
      setThemeColor(theme.data.themeColor);
      storeThemeColor(subdomain, theme.data.themeColor);
    } else if (theme.isError && valid) {
      console.warn(MESSAGES.web.themeLoadFailed);
      setThemeColor(DEFAULT_THEME_COLOR);
    }
  }, [theme.data, theme.isError, valid, setThemeColor, subdomain]);

  // The portal first renders in the company's colour, once the effect above has set it: a new theme
  // renders every Mantine component again, so a first render in the default colour would cost the
  // whole first screen twice.
  const colourPending = theme.data !== undefined && theme.data.themeColor !== themeColor;
  if (check.isPending || (valid && (theme.isPending || colourPending))) return { status: 'checking' };
  if (check.isError && !isFinalAnswer(check.error))
    return { status: 'unavailable', error: check.error, retry: () => void check.refetch() };
  if (!check.data?.valid) return { status: 'invalid' };
  return { status: 'valid', tenant: { subdomain, name: check.data.companyName ?? subdomain, logo: check.data.logo } };
}
