import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';

import type { RouterOutputs } from '@app/api';
import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../lib/api/client';
import { usePageTitle } from '../kit/layout/usePageTitle';
import { companyDisplayName } from './access';
import type { TenantInfo } from './useTenant';

export type CompanyProfile = RouterOutputs['company']['profile']['get']['company'];

/** The host's company as the subdomain check found it (name and logo before the profile loads). */
export const TenantContext = createContext<TenantInfo | null>(null);

export function useTenantInfo(): TenantInfo {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenantInfo must be used inside the company portal');
  return tenant;
}

/** company.profile.get: one cached query that the header, the guards and the screens share. */
export function useCompanyProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.company.profile.get.queryOptions());
}

/** The company's name and logo for the header, following the profile once it loads (docs/product/company-portal.md#shell-and-navigation). */
export function useCompanyBrand(): TenantInfo {
  const tenant = useTenantInfo();
  const company = useCompanyProfile().data?.company;
  const name = company ? company.name : tenant.name;
  return {
    subdomain: tenant.subdomain,
    name: companyDisplayName(name, company?.subdomain ?? tenant.subdomain, MESSAGES.web.companyPortal.companyFallback),
    logo: company ? company.branding.logo : tenant.logo,
  };
}

/** Browser title of a company page: 'Dashboard | Acme'. */
export function useCompanyTitle(page: string) {
  usePageTitle(MESSAGES.web.companyPortal.pageTitle(page, useCompanyBrand().name));
}

/**
 * After a settings or profile change: the shell, the guards and every screen reload what changed
 * (docs/product/company-portal.md#shell-and-navigation's company-settings-updated and user-profile-updated), without a page reload.
 */
export function useShellRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const company = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.company.pathKey() });
    // The login page's name, logo and colour come from the public look-ups.
    void queryClient.invalidateQueries({ queryKey: trpc.public.pathKey() });
    // The company's time zone (its "today") rides on the signed-in profile.
    void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
  }, [queryClient, trpc]);
  const user = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() });
    // The dashboard's recent members show names and avatars.
    void queryClient.invalidateQueries({ queryKey: trpc.company.dashboard.pathKey() });
  }, [queryClient, trpc]);
  return { company, user };
}
