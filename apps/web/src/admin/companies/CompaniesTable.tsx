import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Checkbox,
  ComboboxChevron,
  Input,
  InputWrapper,
  rem,
  Table,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconPencil, IconTrash, IconWorldWww } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, type ChangeEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { formatDate, initialsOf } from '../../shared/format';
import type { SortOrder } from '../../shared/list/list-state';
import { SortHeader } from '../../shared/list/SortHeader';
import type { Selection } from '../../shared/list/useListState';
import { statusControl, websiteHref, type Company, type CompanySort, type ShownStatus } from './company-model';
import { CompanyLogo } from './CompanyIdentity';
import classes from './CompaniesTable.module.css';

const t = MESSAGES.web.companies;
/** Class names, skipping the false ones. */
const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const STATUS_WIDTH = rem(112);
const STATUS_OPTIONS = [
  { value: 'active', label: t.statusOptions.active },
  { value: 'inactive', label: t.statusOptions.inactive },
];

/** Clicks on these never open the row (spec 000 §2.4). */
/** The company's page; the list's query string travels along so its previous/next follow this order. */
const openCompany = (navigate: ReturnType<typeof useNavigate>, company: Company) =>
  void navigate(`/companies/${company.id}`, { state: { listSearch: window.location.search } });

const INTERACTIVE = 'input, button, select, textarea, a, label, [role="combobox"], [role="option"], [role="listbox"]';

export interface CompaniesTableProps {
  companies: readonly Company[];
  baseDomain: string;
  sort: CompanySort;
  order: SortOrder;
  onSort: (column: CompanySort) => void;
  selection: Selection<number>;
  /** Ids whose status is being changed. */
  pendingStatus: ReadonlySet<number>;
  onStatusChange: (company: Company, status: ShownStatus) => void;
  onView: (company: Company) => void;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
  busy?: boolean;
}

const StatusCell = memo(function StatusCell({
  company,
  pending,
  onChange,
}: {
  company: Company;
  pending: boolean;
  onChange: (company: Company, status: ShownStatus) => void;
}) {
  const control = statusControl(company);
  // NativeSelect's look and markup, built from Input itself: NativeSelect adds label, description
  // and error plumbing a row's select never uses, and a page has 20 to 100 of them.
  const select = (
    <div className={InputWrapper.classes.root} style={{ width: STATUS_WIDTH }}>
      <Input
        component="select"
        size="xs"
        pointer
        rightSection={<ComboboxChevron size="xs" />}
        rightSectionPointerEvents="none"
        value={control.value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const value = event.currentTarget.value as ShownStatus;
          if (value !== control.value) onChange(company, value);
        }}
        disabled={control.disabled || pending}
        aria-label={t.statusOf(company.name)}
        styles={{
          input: {
            fontWeight: 500,
            color: control.value === 'active' ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-red-text)',
          },
        }}
      >
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
    </div>
  );
  if (!control.tooltip) return select;
  return (
    <Tooltip label={control.tooltip} withArrow multiline w={220} events={{ hover: true, focus: true, touch: true }}>
      {/* A disabled select fires no pointer events; the wrapper carries the tooltip. */}
      <Box w={112} tabIndex={0} aria-label={control.tooltip}>
        {select}
      </Box>
    </Tooltip>
  );
});

interface RowProps {
  company: Company;
  baseDomain: string;
  selected: boolean;
  pending: boolean;
  /** Phones show the status under the name instead of in its own column. */
  phone: boolean;
  actions: RowActions;
}

interface RowActions {
  open: (event: MouseEvent<HTMLTableRowElement>, company: Company) => void;
  /** The name is a link to the company's page: a plain click stays in the app, a middle click opens a tab. */
  openByName: (event: MouseEvent<HTMLAnchorElement>, company: Company) => void;
  toggle: (id: number) => void;
  status: (company: Company, status: ShownStatus) => void;
  view: (company: Company) => void;
  edit: (company: Company) => void;
  remove: (company: Company) => void;
}

/**
 * One row; memoised so a page of rows does not re-render when only the selection of another row changes.
 * Its layout and text are plain elements with the look of Mantine's Group, Stack and Text
 * (CompaniesTable.module.css), about a dozen components a row less to render; the controls stay
 * Mantine's.
 */
const CompanyRow = memo(function CompanyRow({ company, baseDomain, selected, pending, phone, actions }: RowProps) {
  const href = websiteHref(company.contact.website);
  const status = <StatusCell company={company} pending={pending} onChange={actions.status} />;
  return (
    <Table.Tr
      className={classes.row}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      onClick={(event) => actions.open(event, company)}
      data-company={company.subdomain}
    >
      <Table.Td className={classes.shrink}>
        <Checkbox
          aria-label={MESSAGES.web.list.selectRow(company.name)}
          checked={selected}
          onChange={() => actions.toggle(company.id)}
        />
      </Table.Td>
      <Table.Td className={classes.nameCell}>
        <div className={classes.group}>
          <CompanyLogo
            name={company.name}
            logo={company.branding.logo}
            themeColor={company.branding.themeColor}
            size={38}
          />
          <div className={cx(classes.stack, classes.grow)}>
            <Anchor
              href={`/companies/${company.id}`}
              onClick={(event) => actions.openByName(event, company)}
              fw={600}
              size="sm"
              truncate="end"
              c="var(--mantine-color-text)"
            >
              {company.name}
            </Anchor>
            <p className={cx(classes.text, classes.xs, classes.truncate, classes.dimmed)}>
              {company.subdomain}.{baseDomain}
            </p>
            {phone && <div className={classes.statusBelow}>{status}</div>}
          </div>
          {href && (
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t.visitWebsite(company.name)}
              title={t.visitWebsite(company.name)}
            >
              <IconWorldWww size={16} />
            </ActionIcon>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t.viewDetails(company.name)}
            title={t.viewDetails(company.name)}
            onClick={() => actions.view(company)}
          >
            <IconEye size={16} />
          </ActionIcon>
        </div>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <div className={classes.group}>
          <Avatar src={company.owner.avatar} size={30} radius="xl" color="initials" name={company.owner.name ?? ''}>
            {initialsOf(company.owner.name, company.owner.email)}
          </Avatar>
          <div className={classes.stack}>
            <p className={cx(classes.text, classes.truncate)}>{company.owner.name ?? MESSAGES.web.time.emptyDate}</p>
            <p className={cx(classes.text, classes.xs, classes.truncate, classes.dimmed)}>
              {company.owner.email ?? ''}
            </p>
          </div>
        </div>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <p className={cx(classes.text, classes.nowrap)}>{formatDate(company.createdAt)}</p>
      </Table.Td>
      <Table.Td visibleFrom="md">
        {company.subscription.endDate ? (
          <p className={cx(classes.text, classes.nowrap, company.isExpired && classes.expired)}>
            {formatDate(company.subscription.endDate)}
            {company.isExpired && (
              <span className={cx(classes.text, classes.xs, classes.expiredMark)}>{t.expired}</span>
            )}
          </p>
        ) : (
          <p className={cx(classes.text, classes.nowrap, classes.dimmed)}>{t.noExpiry}</p>
        )}
      </Table.Td>
      {!phone && <Table.Td>{status}</Table.Td>}
      <Table.Td className={classes.shrink}>
        <div className={cx(classes.group, classes.actions)}>
          <ActionIcon
            variant="subtle"
            aria-label={t.editLabel(company.name)}
            title={t.editLabel(company.name)}
            onClick={() => actions.edit(company)}
          >
            <IconPencil size={17} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t.deleteLabel(company.name)}
            title={t.deleteLabel(company.name)}
            onClick={() => actions.remove(company)}
          >
            <IconTrash size={17} />
          </ActionIcon>
        </div>
      </Table.Td>
    </Table.Tr>
  );
});

/** The companies table (spec 000 §2.4): selection, company, owner, dates, status, actions. */
export function CompaniesTable({
  companies,
  baseDomain,
  sort,
  order,
  onSort,
  selection,
  pendingStatus,
  onStatusChange,
  onView,
  onEdit,
  onDelete,
  busy,
}: CompaniesTableProps) {
  const navigate = useNavigate();
  const pageIds = companies.map((c) => c.id);
  const selectedOnPage = pageIds.filter((id) => selection.has(id)).length;
  const all = selectedOnPage > 0 && selectedOnPage === pageIds.length;

  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  // The latest handlers behind one stable object, so memoised rows re-render only for their own data.
  const latest = useRef({ navigate, selection, onStatusChange, onView, onEdit, onDelete });
  useEffect(() => {
    latest.current = { navigate, selection, onStatusChange, onView, onEdit, onDelete };
  });
  const open = useCallback((event: MouseEvent<HTMLTableRowElement>, company: Company) => {
    const target = event.target as HTMLElement;
    // Portalled dropdowns bubble through React but are not inside the row.
    if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    openCompany(latest.current.navigate, company);
  }, []);
  const openByName = useCallback((event: MouseEvent<HTMLAnchorElement>, company: Company) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openCompany(latest.current.navigate, company);
  }, []);
  const actions = useMemo<RowActions>(
    () => ({
      open,
      openByName,
      toggle: (id) => latest.current.selection.toggle(id),
      status: (company, status) => latest.current.onStatusChange(company, status),
      view: (company) => latest.current.onView(company),
      edit: (company) => latest.current.onEdit(company),
      remove: (company) => latest.current.onDelete(company),
    }),
    [open, openByName],
  );

  const sortProps = { sort, order, onSort };

  return (
    <Table.ScrollContainer minWidth={0} type="native" className={classes.scroll}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        className={classes.table}
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44} className={classes.shrink}>
              <Checkbox
                aria-label={MESSAGES.web.list.selectAll}
                checked={all}
                indeterminate={selectedOnPage > 0 && !all}
                onChange={(event) => selection.setMany(pageIds, event.currentTarget.checked)}
                disabled={pageIds.length === 0}
              />
            </Table.Th>
            <SortHeader column="name" {...sortProps}>
              {t.columns.name}
            </SortHeader>
            <Table.Th visibleFrom="lg">{t.columns.owner}</Table.Th>
            <SortHeader column="createdAt" visibleFrom="md" {...sortProps}>
              {t.columns.createdAt}
            </SortHeader>
            <SortHeader column="expiryDate" visibleFrom="md" {...sortProps}>
              {t.columns.expiryDate}
            </SortHeader>
            {!phone && (
              <SortHeader column="status" {...sortProps}>
                {t.columns.status}
              </SortHeader>
            )}
            <Table.Th ta="right" className={classes.shrink}>
              {t.columns.actions}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <CompanyRow
              key={company.id}
              company={company}
              baseDomain={baseDomain}
              selected={selection.has(company.id)}
              pending={pendingStatus.has(company.id)}
              phone={phone}
              actions={actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
