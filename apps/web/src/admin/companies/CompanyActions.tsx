import { ActionIcon } from '@mantine/core';
import { IconEye, IconPencil, IconTrash, IconWorldWww } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import classes from './CompaniesTable.module.css';
import { cx } from './CompanyCells';
import { websiteHref, type Company } from './company-model';
import { useCompanyRow } from './company-row';

const t = MESSAGES.web.companies;

/**
 * The row's end: the company's website (its own link, in a new tab, when it has one), its details
 * at a glance, edit and delete. The name itself is the link to the company's page.
 */
export function CompanyActions({ company }: { company: Company }) {
  const { onView, onEdit, onDelete } = useCompanyRow();
  const website = websiteHref(company.contact.website);
  return (
    <div className={cx(classes.group, classes.actions)}>
      {website && (
        <ActionIcon
          component="a"
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          aria-label={t.visitWebsite(company.name)}
          title={t.visitWebsite(company.name)}
        >
          <IconWorldWww size={17} />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t.viewDetails(company.name)}
        title={t.viewDetails(company.name)}
        onClick={() => onView(company)}
      >
        <IconEye size={17} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t.editLabel(company.name)}
        title={t.editLabel(company.name)}
        onClick={() => onEdit(company)}
      >
        <IconPencil size={17} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t.deleteLabel(company.name)}
        title={t.deleteLabel(company.name)}
        onClick={() => onDelete(company)}
      >
        <IconTrash size={17} />
      </ActionIcon>
    </div>
  );
}
