import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  ColorSwatch,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendar,
  IconCalendarTime,
  IconChevronLeft,
  IconChevronRight,
  IconFileDescription,
  IconPalette,
  IconPencil,
  IconPhone,
  IconTrash,
  IconUser,
  IconWorld,
  IconAt,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { formatDate } from '../../kit/format';
import type { Company } from './records';

const t = MESSAGES.web.companyDetail;

export interface NeighbourControls {
  canCycle: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

interface DetailsPanelProps {
  company: Company;
  baseDomain: string;
  backTo: string;
  neighbours: NeighbourControls;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** Further actions under Edit and Delete (the data export). */
  moreActions?: ReactNode;
  /** On a phone: the buttons that open the tab area (under the actions, where they are seen first). */
  tabLinks?: ReactNode;
}

/** A website as a link that opens in a new tab (the stored value may lack the scheme). */
const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c="dimmed" pt={2} style={{ flexShrink: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Box>
      </Box>
    </Group>
  );
}

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" px={4} py="xs" ta="center">
      <Text fw={700} size="lg" c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('en-US')}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/** The left panel of the detail screen (docs/product/platform-admin.md#company-detail). */
export function DetailsPanel({
  company,
  baseDomain,
  backTo,
  neighbours,
  onEdit,
  onDelete,
  deleting,
  moreActions,
  tabLinks,
}: DetailsPanelProps) {
  const themeColor = company.branding.themeColor;
  const logo = company.branding.logo;
  const endDate = company.subscription.endDate;
  const active = company.displayStatus === 'active';
  const icon = { size: 18, stroke: 1.6 };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Tooltip label={t.back}>
          <ActionIcon component={Link} to={backTo} variant="default" size="lg" aria-label={t.back}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t.previous}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t.previous}
              disabled={!neighbours.canCycle || neighbours.busy}
              onClick={neighbours.onPrevious}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t.next}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t.next}
              disabled={!neighbours.canCycle || neighbours.busy}
              onClick={neighbours.onNext}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      <Stack align="center" gap={6} ta="center">
        <Avatar
          src={logo}
          alt={logo ? company.name : undefined}
          size={88}
          radius="md"
          variant="filled"
          color={themeColor}
          imageProps={{ style: { objectFit: 'contain' } }}
          styles={{ image: { background: 'var(--mantine-color-body)' } }}
        >
          {/* The Avatar's own text colour: black or white, whichever reads on the company's colour. */}
          <Text span fz={36} fw={700} c="inherit">
            {[...company.name.trim()][0]?.toUpperCase() ?? '?'}
          </Text>
        </Avatar>
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {company.name}
        </Title>
        <Group gap={6} justify="center">
          <Badge variant="light" color={active ? 'green' : 'red'}>
            {active ? t.status.active : t.status.inactive}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap" justify="center" maw="100%">
          <IconUser size={16} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
          <Text size="sm" truncate>
            <Text span inherit c="dimmed">
              {t.owner}:{' '}
            </Text>
            {company.owner.name ?? t.noOwner}
          </Text>
        </Group>
      </Stack>

      <SimpleGrid cols={3} spacing="xs">
        <Stat label={t.userStats.total} value={company.userStats.total} />
        <Stat label={t.userStats.active} value={company.userStats.active} color="green" />
        <Stat label={t.userStats.inactive} value={company.userStats.inactive} color="red" />
      </SimpleGrid>

      <Group grow gap="xs">
        <Button
          variant="default"
          leftSection={<IconPencil size={16} />}
          onClick={onEdit}
          disabled={deleting}
          aria-label={t.edit}
        >
          {t.editShort}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={onDelete}
          disabled={deleting}
          aria-label={t.remove}
        >
          {deleting ? MESSAGES.web.companies.deleting : t.removeShort}
        </Button>
      </Group>
      {moreActions}

      {tabLinks}

      <Divider />

      <Stack gap="sm">
        <Detail icon={<IconWorld {...icon} />} label={t.fields.website}>
          {company.contact.website ? (
            <Anchor href={websiteHref(company.contact.website)} target="_blank" rel="noopener noreferrer" inherit>
              {company.contact.website}
            </Anchor>
          ) : (
            <Text span inherit c="dimmed">
              {t.notProvided}
            </Text>
          )}
        </Detail>
        <Detail icon={<IconPhone {...icon} />} label={t.fields.phone}>
          {company.contact.phone ? (
            <Anchor href={`tel:${company.contact.phone.replace(/[^\d+]/g, '')}`} inherit>
              {company.contact.phone}
            </Anchor>
          ) : (
            <Text span inherit c="dimmed">
              {t.notProvided}
            </Text>
          )}
        </Detail>
        <Detail icon={<IconAt {...icon} />} label={t.fields.subdomain}>
          {company.subdomain}.{baseDomain}
        </Detail>
        <Detail icon={<IconCalendar {...icon} />} label={t.fields.createdAt}>
          {formatDate(company.createdAt)}
        </Detail>
        <Detail icon={<IconPalette {...icon} />} label={t.fields.themeColor}>
          <Group gap={8} wrap="nowrap">
            <ColorSwatch color={themeColor} size={16} aria-hidden />
            <Text span inherit ff="monospace">
              {themeColor}
            </Text>
          </Group>
        </Detail>
        <Detail icon={<IconCalendarTime {...icon} />} label={t.fields.subscriptionEnd}>
          {endDate ? (
            <Text span inherit c={company.isExpired ? 'red' : undefined}>
              {formatDate(endDate)}
              {company.isExpired && (
                <Text span inherit fw={600} ml={6}>
                  {MESSAGES.web.companies.expired}
                </Text>
              )}
            </Text>
          ) : (
            <Text span inherit c="dimmed">
              {MESSAGES.web.companies.noExpiry}
            </Text>
          )}
        </Detail>
        <Detail icon={<IconFileDescription {...icon} />} label={t.fields.description}>
          {company.description ? (
            <Text span inherit style={{ whiteSpace: 'pre-wrap' }}>
              {company.description}
            </Text>
          ) : (
            <Text span inherit c="dimmed">
              {t.noDescription}
            </Text>
          )}
        </Detail>
      </Stack>
    </Stack>
  );
}
