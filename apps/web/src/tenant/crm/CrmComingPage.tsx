import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { PageHeader } from '../../shared/layout/PageHeader';
import { useCompanyTitle } from '../company-profile';

const t = MESSAGES.web.companyPortal.comingSoon;

/**
 * Brands, Leads, Meetings, Enquiries until the CRM (spec 002) arrives: the page says so plainly,
 * with no sample data (DESIGN §7). The title names the page.
 */
export function CrmComingPage({ title }: { title: string }) {
  useCompanyTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconHourglassHigh size={28} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <Text c="dimmed" maw={460}>
            {t.crm}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
