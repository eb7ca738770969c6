import { Avatar, type AvatarProps } from '@mantine/core';

import { DEFAULT_THEME_COLOR } from '@app/contracts';

import { companyInitial } from './company-model';

export interface CompanyLogoProps extends Omit<AvatarProps, 'src' | 'color'> {
  name: string;
  logo: string | null | undefined;
  themeColor: string | null | undefined;
}

/**
 * A company's logo, or the first letter of its name on its theme colour (docs/product/platform-admin.md#companies, #company-detail).
 * Reusable wherever a company is shown (list, details, detail page).
 */
export function CompanyLogo({ name, logo, themeColor, size = 40, radius = 'md', ...rest }: CompanyLogoProps) {
  const background = themeColor ?? DEFAULT_THEME_COLOR;
  return (
    <Avatar
      src={logo || null}
      alt={logo ? name : undefined}
      size={size}
      radius={radius}
      variant="filled"
      color={background}
      autoContrast
      imageProps={{ style: { objectFit: 'cover' } }}
      {...rest}
    >
      {companyInitial(name)}
    </Avatar>
  );
}
