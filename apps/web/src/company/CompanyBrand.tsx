import { Avatar, Group, Title } from '@mantine/core';

import type { TenantInfo } from './useTenant';

/** The company's logo (or its initial on the theme colour) and name. */
export function CompanyBrand({
  tenant,
  order = 1,
  size = 'h4',
}: {
  tenant: TenantInfo;
  order?: 1 | 2 | 3;
  size?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={tenant.logo ?? undefined} alt="" color="brand" variant="filled" radius="md" size={36}>
        {tenant.name.charAt(0).toUpperCase()}
      </Avatar>
      <Title
        order={order}
        size={size}
        fw={700}
        style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {tenant.name}
      </Title>
    </Group>
  );
}
