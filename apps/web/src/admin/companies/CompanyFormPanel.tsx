/**
 * The Add / Edit Company side panel (docs/product/platform-admin.md#companies, #records, #validation, #messages-and-limits). Reusable from the detail page:
 *
 *   <CompanyFormPanel opened={editing} company={company} onClose={() => setEditing(false)}
 *                     onSaved={(saved) => ...} />          // company undefined/null = create mode
 *
 * Saves go through the REST adapter as multipart (logo, ownerDp); on success the panel closes and
 * every companies query (and the dashboard) is refreshed.
 */

import { ColorInput, Divider, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconBuilding, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { restUpload } from '../../lib/api/rest';
import { notify } from '../../kit/feedback/notify';
import { ImagePicker } from '../../kit/forms/ImagePicker';
import { useImageChange } from '../../kit/forms/useImageChange';
import { applyServerErrors } from '../../kit/forms/server-errors';
import { SidePanel } from '../../kit/forms/SidePanel';
import { hasErrors, useFormState } from '../../kit/forms/useFormState';
import { initialsOf } from '../../kit/format';
import {
  COMPANY_FIELD_MAP,
  emptyCompanyForm,
  formFromCompany,
  missingRequired,
  normalizeThemeColor,
  THEME_SWATCHES,
  toCreateInput,
  toFormData,
  toUpdateInput,
  validateCompanyForm,
} from './company-form';
import { companyInitial, type Company } from './company-model';
import { SubdomainField } from './SubdomainField';
import { DayPickerInput } from '../../kit/forms/DayPickerInput';

const t = MESSAGES.web.companies;

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
  const queryClient = useQueryClient();

  const form = useFormState(emptyCompanyForm());
  const logo = useImageChange();
  const [ownerDp, setOwnerDp] = useState<File | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  // A fresh form each time the panel opens (for a new company or another one).
  const session = opened ? `${company?.id ?? 'new'}` : null;
  const [openSession, setOpenSession] = useState<string | null>(null);
  if (session !== openSession) {
    setOpenSession(session);
    if (session !== null) {
      form.reset(company ? formFromCompany(company) : emptyCompanyForm());
      logo.clear();
      setOwnerDp(null);
      setBanner(null);
    }
  }

  const save = useMutation({
    mutationFn: async () => {
      const values = form.values;
      if (company) {
        const body = toUpdateInput(values, form.initial);
        const nothing = Object.keys(body).length === 0 && !logo.changed && !ownerDp;
        if (nothing) return { changed: false as const, company };
        const data = toFormData(
          body,
          { logo: logo.file, ownerDp },
          logo.remove && !logo.file ? { removeLogo: 'true' } : {},
        );
        const answer = await restUpload<{ company: Company }>('PUT', `/super-admin/companies/${company.id}`, data);
        return { changed: true as const, company: answer.company };
      }
      const data = toFormData(toCreateInput(values), { logo: logo.file, ownerDp });
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
          {...logo.pickerProps(company?.branding.logo)}
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
        <SubdomainField
          // A fresh check for each opening of the panel.
          key={openSession ?? 'closed'}
          value={form.values.subdomain}
          onChange={(value) => form.setValue('subdomain', value)}
          error={form.errors.subdomain}
          onError={(message) => form.setFieldError('subdomain', message)}
          stored={company?.subdomain}
          baseDomain={baseDomain}
          disabled={busy}
        />
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
          <DayPickerInput
            label={t.fields.expiryDate}
            placeholder={t.placeholders.expiryDate}
            value={form.values.expiryDate || null}
            onChange={(value) => form.setValue('expiryDate', value ?? '')}
            error={form.errors.expiryDate}
            disabled={busy}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t.expiryHint}
        </Text>
      </Section>
    </SidePanel>
  );
}
