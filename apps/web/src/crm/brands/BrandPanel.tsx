import { Divider, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { restUpload } from '../../lib/api/rest';
import { notify } from '../../kit/feedback/notify';
import { applyServerErrors, hasErrors, ImagePicker, SidePanel, useFormState, useImageChange } from '../../kit/forms';
import { initialsOf } from '../../kit/format';
import { brandFieldsOf, type Brand, type BrandColumn } from './brand-columns';
import { bannerFor, brandFormData, brandFormValues, validateBrandForm, type FieldValue } from './brand-form';
import { BrandFieldInput } from './BrandFieldInput';

const m = MESSAGES.crm.brands;
const t = MESSAGES.web.crmBrands;
const f = t.form;
const LOGO_MESSAGES = { notImage: m.logoNotImage, tooLarge: m.logoTooLarge };
const ADDRESS = ['street', 'city', 'state', 'country', 'pinCode'] as const;
const SOCIAL = ['linkedin', 'twitter', 'facebook', 'instagram'] as const;

interface BrandPanelProps {
  opened: boolean;
  brand: Brand | null;
  columns: BrandColumn[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add New Brand / Edit Brand (docs/product/crm.md#brands, #messages-and-limits): logo, the columns' fields, the rest. */
export function BrandPanel({ opened, brand, columns, onClose, onSaved }: BrandPanelProps) {
  const fields = useMemo(() => brandFieldsOf(columns), [columns]);
  const form = useFormState(brandFormValues(brand, fields, columns));
  const logo = useImageChange();
  const [banner, setBanner] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState({ opened, id: brand?.id });
  const mode = brand ? 'edit' : 'add';

  // Opening (or switching brand) starts from that brand's values: adjust state while rendering.
  if (shownFor.opened !== opened || shownFor.id !== brand?.id) {
    setShownFor({ opened, id: brand?.id });
    if (opened) {
      form.reset(brandFormValues(brand, fields, columns));
      logo.clear();
      setBanner(null);
    }
  }

  const save = useMutation({
    mutationFn: (body: FormData) =>
      brand ? restUpload('PUT', `/crm/brands/${brand.id}`, body) : restUpload('POST', '/crm/brands', body),
  });

  const submit = async () => {
    const errors = validateBrandForm(form.values, fields);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      return;
    }
    setBanner(null);
    try {
      await save.mutateAsync(brandFormData(form.values, logo));
      notify.success(mode === 'add' ? m.created : m.updated);
      onSaved();
    } catch (error) {
      setBanner(
        applyServerErrors(form, error, {
          fallback: mode === 'add' ? m.saveFailedRetry('create') : m.saveFailedRetry('edit'),
          messageField: 'name',
        }),
      );
    }
  };

  const busy = save.isPending;
  const text = (key: string, label: string, type = 'text') => (
    <TextInput
      key={key}
      label={label}
      type={type}
      value={(form.values[key] as string | null) ?? ''}
      error={form.errors[key]}
      onChange={(event) => form.setValue(key, event.currentTarget.value)}
      disabled={busy}
      autoComplete="off"
    />
  );
  const area = (key: string, label: string) => (
    <Textarea
      label={label}
      value={(form.values[key] as string | null) ?? ''}
      error={form.errors[key]}
      onChange={(event) => form.setValue(key, event.currentTarget.value)}
      disabled={busy}
      autosize
      minRows={2}
      maxRows={6}
    />
  );

  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      title={mode === 'add' ? m.addTitle : m.editTitle}
      onSubmit={() => void submit()}
      busy={busy}
      submitLabel={mode === 'add' ? t.create : t.update}
      // The checks' banner goes once their fields are fixed; a server's stays until the next save.
      banner={banner ?? bannerFor(form.errors)}
    >
      <ImagePicker
        label={f.logo}
        {...logo.pickerProps(brand?.logo)}
        fallback={form.values.name ? initialsOf(String(form.values.name)) : <IconBuildingStore size={28} />}
        description={m.logoHint}
        fileMessages={LOGO_MESSAGES}
        disabled={busy}
      />
      <TextInput
        label={f.name}
        placeholder={f.namePlaceholder}
        required
        data-autofocus
        value={String(form.values.name ?? '')}
        error={form.errors.name}
        onChange={(event) => form.setValue('name', event.currentTarget.value)}
        disabled={busy}
        autoComplete="off"
      />
      {fields.map((field) => (
        <BrandFieldInput
          key={field.key}
          field={field}
          value={form.values[field.key] ?? null}
          error={form.errors[field.key]}
          disabled={busy}
          onChange={(value: FieldValue) => form.setValue(field.key, value)}
        />
      ))}
      {area('description', f.description)}
      {area('notes', f.notes)}
      <Divider label={f.address} labelPosition="left" />
      {text('address.street', f.street)}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {ADDRESS.slice(1).map((part) => text(`address.${part}`, f[part]))}
      </SimpleGrid>
      <Divider label={f.socialMedia} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {SOCIAL.map((site) => text(`socialMedia.${site}`, f[site], 'url'))}
      </SimpleGrid>
    </SidePanel>
  );
}
