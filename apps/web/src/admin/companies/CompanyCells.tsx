/**
 * The cells of a company row that only show: name with logo, portal address, owner, dates. Plain
 * elements with the look of Mantine's Group, Stack and Text (CompaniesTable.module.css): a page
 * has up to 100 rows, and these render far fewer components.
 */
import { Avatar } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { formatDate, initialsOf } from '../../kit/format';
import classes from './CompaniesTable.module.css';
import type { Company } from './company-model';
import { useCompanyRow } from './company-row';
import { CompanyLogo } from './CompanyIdentity';

const t = MESSAGES.web.companies;
/** Class names, skipping the false ones. */
export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The logo (decorative: the name is beside it) and the name, which the table makes the link to the company's page. */
export function CompanyNameCell({ company }: { company: Company }) {
  return (
    <div className={classes.group}>
      <CompanyLogo
        name={company.name}
        logo={company.branding.logo}
        themeColor={company.branding.themeColor}
        size={32}
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <span className={cx(classes.text, classes.strong, classes.truncate)}>{company.name}</span>
    </div>
  );
}

export function PortalAddressCell({ company }: { company: Company }) {
  const { baseDomain } = useCompanyRow();
  return (
    <span className={cx(classes.text, classes.truncate, classes.dimmed)}>
      {company.subdomain}.{baseDomain}
    </span>
  );
}

export function OwnerCell({ company }: { company: Company }) {
  const { owner } = company;
  return (
    <div className={classes.group}>
      <Avatar src={owner.avatar} size={30} radius="xl" color="initials" name={owner.name ?? ''}>
        {initialsOf(owner.name, owner.email)}
      </Avatar>
      <div className={classes.stack}>
        <p className={cx(classes.text, classes.truncate)}>{owner.name ?? MESSAGES.web.time.emptyDate}</p>
        <p className={cx(classes.text, classes.xs, classes.truncate, classes.dimmed)}>{owner.email ?? ''}</p>
      </div>
    </div>
  );
}

export function CreatedAtCell({ company }: { company: Company }) {
  return <p className={cx(classes.text, classes.nowrap)}>{formatDate(company.createdAt)}</p>;
}

/** The end of the subscription, marked when it has passed; "No expiry date" when there is none. */
export function ExpiryCell({ company }: { company: Company }) {
  const end = company.subscription.endDate;
  if (!end) return <p className={cx(classes.text, classes.nowrap, classes.dimmed)}>{t.noExpiry}</p>;
  return (
    <p className={cx(classes.text, classes.nowrap, company.isExpired && classes.expired)}>
      {formatDate(end)}
      {company.isExpired && <span className={cx(classes.text, classes.xs, classes.expiredMark)}>{t.expired}</span>}
    </p>
  );
}
