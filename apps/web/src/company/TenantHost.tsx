import { MESSAGES } from '@app/contracts';

import { LoginPage } from '../auth/login/LoginPage';
import { SessionGate } from '../auth/SessionGate';
import { PageLoader } from '../kit/layout/PageLoader';
import { usePageTitle } from '../kit/layout/usePageTitle';
import { CompanyBrand } from './CompanyBrand';
import { InvalidSubdomainPage } from './InvalidSubdomainPage';
import { CompanyPortal } from './portal';
import { useTenantCheck, type TenantInfo } from './useTenant';

function TenantLogin({ tenant }: { tenant: TenantInfo }) {
  usePageTitle(`${MESSAGES.web.login.signInTitle} | ${tenant.name}`);
  return <LoginPage brand={<CompanyBrand tenant={tenant} />} subdomain={tenant.subdomain} />;
}

/** A company's host: check the subdomain, then login or the company portal (docs/product/platform-admin.md#hosts-and-sign-in). */
export function TenantHost({ subdomain }: { subdomain: string }) {
  const check = useTenantCheck(subdomain);
  if (check.status === 'checking') return <PageLoader fullScreen />;
  if (check.status === 'invalid') return <InvalidSubdomainPage />;
  if (check.status === 'unavailable') return <InvalidSubdomainPage retry={check.retry} error={check.error} />;
  return (
    <SessionGate login={<TenantLogin tenant={check.tenant} />}>
      {() => <CompanyPortal tenant={check.tenant} />}
    </SessionGate>
  );
}
