import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';

import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { initialsOf } from '../kit/format/people';
import type { NavItem } from './nav';

export interface UserMenuProps {
  name: string;
  email: string;
  avatar?: string | null;
  /** 'Super Admin', 'Owner', ... */
  roleLabel: string;
  onSignOut: () => void;
  /** Pages of the account above Signout (the company portal's Settings). */
  links?: readonly NavItem[];
}

/** Avatar and name in the header; the menu shows name, role, email, the account's pages and Signout. */
export function UserMenu({ name, email, avatar, roleLabel, onSignOut, links = [] }: UserMenuProps) {
  const initials = initialsOf(name, email);
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        {/* Named by its content, the visible name then "Account menu", so voice control finds it by what it shows. */}
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatar ?? undefined} alt="" aria-hidden color="brand" variant="filled" radius="xl" size={34}>
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" truncate="end" maw={160}>
              {name}
            </Text>
            <VisuallyHidden>{MESSAGES.web.shell.userMenu}</VisuallyHidden>
            <IconChevronDown size={14} stroke={1.6} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={avatar ?? undefined} alt={name} color="brand" variant="filled" radius="xl">
              {initials}
            </Avatar>
            <Box miw={0}>
              <Text fw={600} size="sm" truncate="end">
                {name}
              </Text>
              <Text size="xs" fw={600}>
                {roleLabel}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {email}
              </Text>
            </Box>
          </Group>
        </Box>
        <Menu.Divider />
        {links.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to} leftSection={<item.icon size={16} />}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          {MESSAGES.web.signout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
