/**
 * The Add / Edit Company side panel (docs/product/platform-admin.md#companies, #records, #validation, #messages-and-limits). Reusable from the detail page:
 *
 *   <CompanyFormPanel opened={editing} company={company} onClose={() => setEditing(false)}
 *                     onSaved={(saved) => ...} />          // company undefined/null = create mode
 *
 * Saves go through the REST adapter as multipart (logo, ownerDp); on success the panel closes and
 * every companies query (and the dashboard) is refreshed.
 */
import '@mantine/dates/styles.css';

import { Button, ColorInput, Divider, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconBuilding, IconCalendar, IconCheck, IconUser, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { checkSubdomainInput, MESSAGES } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import { restUpload } from '../../lib/api/rest';
import { notify } from '../../kit/feedback/notify';
import { ImagePicker } from '../../kit/forms/ImagePicker';
import { applyServerErrors } from '../../kit/forms/server-errors';
import { SidePanel } from '../../kit/forms/SidePanel';
import { hasErrors, useFormState } from '../../kit/forms/useFormState';
import { zodFieldErrors } from '../../kit/forms/zod-errors';
import { DATE_INPUT_FORMAT, initialsOf } from '../../kit/format';
import {
  COMPANY_FIELD_MAP,
  emptyCompanyForm,
  formFromCompany,
  missingRequired,
  normalizeSubdomain,
  normalizeThemeColor,
  THEME_SWATCHES,
  toCreateInput,
  toFormData,
  toUpdateInput,
  validateCompanyForm,
} from './company-form';
import { companyInitial, type Company } from './company-model';

const t = MESSAGES.web.companies;

type SubdomainCheck =
  | { state: 'idle' }
  | { state: 'checking'; subdomain: string }
  | { state: 'done'; subdomain: string; available: boolean }
  | { state: 'failed'; subdomain: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Divider
        labelPosition="left"
        label={
          <Title order={3} size="h6" c="var(--mantine-color-text)">
            {title}
          </Title>
        }
      />
      {children}
    </Stack>
  );
}

export interface CompanyFormPanelProps {
  opened: boolean;
  onClose: () => void;
  /** The company to edit; create mode when absent. */
  company?: Company | null;
  onSaved?: (company: Company) => void;
  /** The base domain shown after the subdomain (acme.example.com). */
  baseDomain: string;
}

export function CompanyFormPanel({ opened, onClose, company, onSaved, baseDomain }: CompanyFormPanelProps) {
  const mode = company ? 'edit' : 'create';
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();

  const form = useFormState(emptyCompanyForm());
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [ownerDp, setOwnerDp] = useState<File | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [check, setCheck] = useState<SubdomainCheck>({ state: 'idle' });

  // A fresh form each time the panel opens (for a new company or another one).
  const session = opened ? `${company?.id ?? 'new'}` : null;
  const [openSession, setOpenSession] = useState<string | null>(null);
  if (session !== openSession) {
    setOpenSession(session);
    if (session !== null) {
      form.reset(company ? formFromCompany(company) : emptyCompanyForm());
      setLogo(null);
      setRemoveLogo(false);
      setOwnerDp(null);
      setBanner(null);
      setCheck({ state: 'idle' });
    }
  }

  const save = useMutation({
    mutationFn: async () => {
      const values = form.values;
      if (company) {
        const body = toUpdateInput(values, form.initial);
        const nothing = Object.keys(body).length === 0 && !logo && !ownerDp && !removeLogo;
        if (nothing) return { changed: false as const, company };
        const data = toFormData(body, { logo, ownerDp }, removeLogo && !logo ? { removeLogo: 'true' } : {});
        const answer = await restUpload<{ company: Company }>('PUT', `/super-admin/companies/${company.id}`, data);
        return { changed: true as const, company: answer.company };
      }
      const data = toFormData(toCreateInput(values), { logo, ownerDp });
      const answer = await restUpload<{ company: Company }>('POST', '/super-admin/companies', data);
      return { changed: true as const, company: answer.company };
    },
    onSuccess: (result) => {
      notify.success(
        !result.changed ? MESSAGES.company.noChanges : company ? MESSAGES.company.updated : MESSAGES.company.created,
      );
      if (result.changed) {
        void queryClient.invalidateQueries({ queryKey: trpc.platform.companies.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.platform.dashboard.pathKey() });
      }
      onSaved?.(result.company);
      onClose();
    },
    onError: (error) => {
      const text = applyServerErrors(form, error, {
        fallback: company ? MESSAGES.company.editFailed : MESSAGES.company.createFailed,
        messageField: 'subdomain',
        fieldMap: COMPANY_FIELD_MAP,
      });
      setBanner(text);
    },
  });

  const submit = () => {
    setBanner(null);
    const errors = validateCompanyForm(form.values, mode);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      setBanner(missingRequired(form.values, mode) ? MESSAGES.validation.requiredFields : null);
      return;
    }
    form.clearErrors();
    save.mutate();
  };

  const subdomain = form.values.subdomain;
  const unchangedSubdomain = Boolean(company) && subdomain === company?.subdomain;
  const runCheck = async () => {
    const parsed = zodFieldErrors(checkSubdomainInput, { subdomain });
    if (parsed.subdomain) {
      form.setFieldError('subdomain', parsed.subdomain);
      return;
    }
    setCheck({ state: 'checking', subdomain });
    try {
      const answer = await client.platform.companies.checkSubdomain.query({ subdomain });
      setCheck({ state: 'done', subdomain, available: answer.available });
    } catch {
      setCheck({ state: 'failed', subdomain });
    }
  };
  // A result only holds for the text it was given.
  const shownCheck = check.state !== 'idle' && check.subdomain === subdomain ? check : null;

  const busy = save.isPending;
  const name = form.values.companyName;

  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      title={company ? t.editCompany : t.addCompany}
      onSubmit={submit}
      busy={busy}
      submitLabel={company ? MESSAGES.web.forms.save : t.addCompany}
      banner={banner}
    >
      <Section title={t.sections.owner}>
        <ImagePicker
          label={t.fields.ownerPicture}
          value={ownerDp}
          onChange={setOwnerDp}
          currentUrl={company?.owner.avatar}
          fallback={
            form.values.ownerName.trim() || form.values.ownerEmail.trim() ? (
              initialsOf(form.values.ownerName, form.values.ownerEmail)
            ) : (
              <IconUser size={28} />
            )
          }
          shape="circle"
          size={64}
          disabled={busy}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            {...form.field('ownerName')}
            label={t.fields.ownerName}
            placeholder={t.placeholders.ownerName}
            withAsterisk
            autoComplete="off"
            disabled={busy}
            data-autofocus
          />
          <TextInput
            {...form.field('ownerEmail')}
            type="email"
            label={t.fields.ownerEmail}
            placeholder={t.placeholders.ownerEmail}
            withAsterisk
            autoComplete="off"
            readOnly={mode === 'edit'}
            description={mode === 'edit' ? t.ownerEmailLocked : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            disabled={busy}
            styles={mode === 'edit' ? { input: { background: 'var(--mantine-color-default-hover)' } } : undefined}
          />
        </SimpleGrid>
      </Section>

      <Section title={t.sections.company}>
        <ImagePicker
          label={t.fields.logo}
          value={logo}
          onChange={(file) => {
            setLogo(file);
            if (file) setRemoveLogo(false);
          }}
          currentUrl={removeLogo ? null : company?.branding.logo}
          onRemoveCurrent={() => setRemoveLogo(true)}
          fallback={name.trim() ? companyInitial(name) : <IconBuilding size={28} />}
          fallbackColor={/^#[0-9A-F]{6}$/i.test(form.values.themeColor) ? form.values.themeColor : undefined}
          size={64}
          disabled={busy}
        />
        <TextInput
          {...form.field('companyName')}
          label={t.fields.companyName}
          placeholder={t.placeholders.companyName}
          withAsterisk
          autoComplete="organization"
          disabled={busy}
        />
        <div>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              name="subdomain"
              style={{ flex: 1 }}
              label={t.fields.subdomain}
              placeholder={t.placeholders.subdomain}
              withAsterisk
              value={subdomain}
              error={form.errors.subdomain}
              onChange={(event) => form.setValue('subdomain', normalizeSubdomain(event.currentTarget.value))}
              description={t.subdomainHint(`${subdomain || t.placeholders.subdomain}.${baseDomain}`)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              disabled={busy}
              maxLength={63}
            />
            <Button
              variant="default"
              // Lines up with the input below the label and description.
              mt={46}
              onClick={() => void runCheck()}
              loading={check.state === 'checking' && check.subdomain === subdomain}
              disabled={busy || !subdomain || unchangedSubdomain}
            >
              {t.checkSubdomain}
            </Button>
          </Group>
          {shownCheck?.state === 'done' && (
            <Group gap={4} mt={6} c={shownCheck.available ? 'green' : 'red'} role="status">
              {shownCheck.available ? <IconCheck size={14} /> : <IconX size={14} />}
              <Text size="sm" c="inherit">
                {shownCheck.available ? MESSAGES.subdomain.available : MESSAGES.subdomain.taken}
              </Text>
            </Group>
          )}
          {shownCheck?.state === 'failed' && (
            <Text size="sm" c="red" mt={6} role="status">
              {MESSAGES.subdomain.checkFailed}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            {...form.field('phone')}
            type="tel"
            label={t.fields.phone}
            placeholder={t.placeholders.phone}
            autoComplete="off"
            disabled={busy}
          />
          <TextInput
            {...form.field('website')}
            type="url"
            label={t.fields.website}
            placeholder={t.placeholders.website}
            autoComplete="off"
            disabled={busy}
          />
        </SimpleGrid>
        <Textarea
          {...form.field('description')}
          label={t.fields.description}
          placeholder={t.placeholders.description}
          autosize
          minRows={3}
          maxRows={8}
          disabled={busy}
        />
      </Section>

      <Section title={t.sections.theme}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ColorInput
            label={t.fields.themeColor}
            value={form.values.themeColor}
            onChange={(value) => form.setValue('themeColor', normalizeThemeColor(value))}
            error={form.errors.themeColor}
            format="hex"
            swatches={THEME_SWATCHES}
            swatchesPerRow={6}
            withEyeDropper={false}
            disabled={busy}
            withAsterisk
            popoverProps={{ withinPortal: true }}
          />
          <DatePickerInput
            label={t.fields.expiryDate}
            placeholder={t.placeholders.expiryDate}
            value={form.values.expiryDate || null}
            onChange={(value) => form.setValue('expiryDate', value ?? '')}
            error={form.errors.expiryDate}
            clearable
            firstDayOfWeek={0}
            valueFormat={DATE_INPUT_FORMAT}
            leftSection={<IconCalendar size={16} />}
            disabled={busy}
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t.expiryHint}
        </Text>
      </Section>
    </SidePanel>
  );
}
