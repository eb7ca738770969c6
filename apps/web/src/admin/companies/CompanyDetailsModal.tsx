/**
 * The compact read-only summary opened by the eye icon (docs/product/platform-admin.md#companies "company details"), with a
 * link to the full detail page. It shows the list's record, so it needs no call of its own.
 */
import { Anchor, Badge, Button, ColorSwatch, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { formatDate } from '../../kit/format';
import { shownStatus, websiteHref, type Company } from './company-model';
import { CompanyLogo } from './CompanyIdentity';

const t = MESSAGES.web.companies;
const dash = MESSAGES.web.time.emptyDate;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase">
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

export interface CompanyDetailsModalProps {
  company: Company | null;
  baseDomain: string;
  onClose: () => void;
}

export function CompanyDetailsModal({ company, baseDomain, onClose }: CompanyDetailsModalProps) {
  const [last, setLast] = useState(company);
  if (company && company !== last) setLast(company);
  const shown = company ?? last;
  const l = t.detailLabels;

  return (
    <Modal opened={company !== null} onClose={onClose} title={t.detailsTitle} centered size="lg">
      {shown && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <CompanyLogo
              name={shown.name}
              logo={shown.branding.logo}
              themeColor={shown.branding.themeColor}
              size={56}
            />
            <Stack gap={2} miw={0}>
              <Text fw={700} size="lg" truncate="end">
                {shown.name}
              </Text>
              <Group gap="xs">
                <Badge color={shownStatus(shown) === 'active' ? 'green' : 'red'} variant="light">
                  {t.statusOptions[shownStatus(shown)]}
                </Badge>
                {shown.isExpired && (
                  <Text size="xs" c="red">
                    {MESSAGES.company.expiredCannotActivate}
                  </Text>
                )}
              </Group>
            </Stack>
          </Group>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
            <Item label={l.owner}>
              <Text size="sm">{shown.owner.name ?? dash}</Text>
              <Text size="xs" c="dimmed">
                {shown.owner.email ?? ''}
              </Text>
            </Item>
            <Item label={l.subdomain}>
              {shown.subdomain}.{baseDomain}
            </Item>
            <Item label={l.website}>
              {websiteHref(shown.contact.website) ? (
                <Anchor href={websiteHref(shown.contact.website)!} target="_blank" rel="noopener noreferrer" size="sm">
                  {shown.contact.website}
                </Anchor>
              ) : (
                dash
              )}
            </Item>
            <Item label={l.phone}>{shown.contact.phone || dash}</Item>
            <Item label={l.createdAt}>{formatDate(shown.createdAt)}</Item>
            <Item label={l.expiryDate}>
              {shown.subscription.endDate ? (
                <Text size="sm" c={shown.isExpired ? 'red' : undefined}>
                  {formatDate(shown.subscription.endDate)} {shown.isExpired ? t.expired : ''}
                </Text>
              ) : (
                t.noExpiry
              )}
            </Item>
            <Item label={l.themeColor}>
              <Group gap={6}>
                <ColorSwatch color={shown.branding.themeColor ?? '#F97316'} size={16} />
                <span>{shown.branding.themeColor ?? dash}</span>
              </Group>
            </Item>
            <Item label={l.users}>
              {t.userCounts(shown.userStats.total, shown.userStats.active, shown.userStats.inactive)}
            </Item>
          </SimpleGrid>
          {shown.description && (
            <Item label={l.description}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {shown.description}
              </Text>
            </Item>
          )}
          <Group justify="flex-end">
            <Button
              component={Link}
              to={`/companies/${shown.id}`}
              rightSection={<IconArrowRight size={16} />}
              onClick={onClose}
            >
              {t.openDetails}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
