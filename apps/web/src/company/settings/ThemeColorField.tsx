import {
  Badge,
  Button,
  CheckIcon,
  ColorPicker,
  ColorSwatch,
  Group,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { IconColorPicker } from '@tabler/icons-react';
import { useState } from 'react';

import { DEFAULT_THEME_COLOR, expandThemeColor, MESSAGES, THEME_QUICK_COLORS } from '@app/contracts';

import { textShade } from '../../theme/text-colors';

const t = MESSAGES.web.companyPortal.companySettings;

interface ThemeColorFieldProps {
  value: string;
  onChange: (color: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The optional custom picker: a colour and its hex, applied to the field with Apply. */
function CustomPicker({ start, onApply }: { start: string; onApply: (color: string) => void }) {
  const [draft, setDraft] = useState(start);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const color = expandThemeColor(draft);
    if (!color) return setProblem(t.customInvalid);
    setProblem(null);
    onApply(color);
  };
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <ColorPicker
        format="hex"
        value={expandThemeColor(draft) ?? start}
        onChange={setDraft}
        aria-label={t.customPicker}
      />
      <Stack gap="xs" w={180}>
        <TextInput
          label={t.customPicker}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={problem}
          maxLength={7}
        />
        <Button onClick={apply} variant="light">
          {t.apply}
        </Button>
      </Stack>
    </Group>
  );
}

/**
 * The colour as the portal will draw it: a button and a badge filled with it (black or white text,
 * whichever reads), and link text in the shade the theme derives for text in this colour scheme.
 */
function ColorPreview({ color }: { color: string }) {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Paper withBorder radius="md" p="sm" aria-label={t.preview} role="group">
      <Text size="xs" fw={600} c="dimmed" mb={6}>
        {t.preview}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button component="span" color={color} size="xs">
          {t.previewButton}
        </Button>
        <Badge color={color} variant="filled">
          {t.previewBadge}
        </Badge>
        <Text size="sm" fw={600} c={textShade(color, theme.colors, scheme)}>
          {t.previewLink}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {color}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * Theme colour: a swatch that opens the 18 quick colours, a hex field, an optional custom picker
 * with Apply, and a preview of buttons, badges and links in the colour.
 */
export function ThemeColorField({ value, onChange, error, disabled }: ThemeColorFieldProps) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [custom, setCustom] = useState(false);
  const shown = expandThemeColor(value) ?? DEFAULT_THEME_COLOR.toUpperCase();

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Popover
          opened={paletteOpen}
          onChange={setPaletteOpen}
          position="bottom-start"
          shadow="md"
          withinPortal
          trapFocus
        >
          <Popover.Target>
            <UnstyledButton
              aria-label={t.chooseColor}
              aria-haspopup="dialog"
              aria-expanded={paletteOpen}
              disabled={disabled}
              onClick={() => setPaletteOpen((open) => !open)}
              mt={25}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <ColorSwatch color={shown} size={36} radius="md" />
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown aria-label={t.quickColors}>
            <Text size="xs" fw={600} c="dimmed" mb="xs">
              {t.quickColors}
            </Text>
            <SimpleGrid cols={6} spacing={8}>
              {THEME_QUICK_COLORS.map((color) => (
                <ColorSwatch
                  key={color}
                  component="button"
                  type="button"
                  color={color}
                  size={30}
                  radius="sm"
                  aria-label={t.quickColor(color)}
                  aria-pressed={color === shown}
                  onClick={() => {
                    onChange(color);
                    setPaletteOpen(false);
                  }}
                  style={{ color: '#fff', cursor: 'pointer' }}
                >
                  {color === shown && <CheckIcon size={12} />}
                </ColorSwatch>
              ))}
            </SimpleGrid>
          </Popover.Dropdown>
        </Popover>
        <TextInput
          label={t.hex}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          disabled={disabled}
          maxLength={7}
          w={160}
          spellCheck={false}
          autoComplete="off"
        />
        <Button
          variant="subtle"
          leftSection={<IconColorPicker size={16} />}
          mt={25}
          onClick={() => setCustom((open) => !open)}
          aria-expanded={custom}
          disabled={disabled}
        >
          {t.customPicker}
        </Button>
      </Group>
      {custom && (
        <CustomPicker
          start={shown}
          onApply={(color) => {
            onChange(color);
            setCustom(false);
          }}
        />
      )}
      <ColorPreview color={shown} />
    </Stack>
  );
}
