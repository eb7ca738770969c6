import { Anchor, Avatar, Group, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { formatDate, initialsOf } from '../../kit/format';
import { EMPTY_VALUE as EMPTY, fieldText } from '../custom-fields/field-text';
import { isCustomColumn, valueOf, type Brand, type BrandColumn } from './brand-columns';

const t = MESSAGES.web.crmBrands;

const dimmed = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/** The brand's name with its logo (or initials). */
function NameCell({ brand }: { brand: Brand }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={brand.logo} alt="" radius="md" size={32} color="initials" name={brand.name}>
        {initialsOf(brand.name)}
      </Avatar>
      <Text size="sm" fw={600} truncate maw={220}>
        {brand.name}
      </Text>
    </Group>
  );
}

function OwnerCell({ owner }: { owner: Brand['brandOwner'] }) {
  if (!owner) return dimmed(t.noOwner);
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={owner.profile.avatar} alt="" radius="xl" size={26} color="initials" name={owner.name}>
        {initialsOf(owner.name, owner.email)}
      </Avatar>
      <Text size="sm" truncate maw={180}>
        {owner.name}
      </Text>
    </Group>
  );
}

/** A website as a link that opens in a new tab (http:// added when the scheme is missing). */
function WebsiteCell({ url }: { url: string }) {
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" truncate maw={220} display="block">
      {url}
    </Anchor>
  );
}

/** One cell of the brands table, by column (docs/product/crm.md#brands). */
export function BrandCell({ brand, column }: { brand: Brand; column: BrandColumn }) {
  if (!isCustomColumn(column)) {
    if (column.name === 'name') return <NameCell brand={brand} />;
    if (column.name === 'brandOwner') return <OwnerCell owner={brand.brandOwner} />;
    if (column.name === 'createdAt') return <Text size="sm">{formatDate(brand.createdAt)}</Text>;
    if (column.name === 'website') return brand.website ? <WebsiteCell url={brand.website} /> : dimmed(EMPTY);
  }
  const text = fieldText(column, valueOf(brand, column));
  return text === EMPTY ? (
    dimmed(EMPTY)
  ) : (
    <Text size="sm" truncate maw={240} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}
