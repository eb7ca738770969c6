import { TextInput } from '@mantine/core';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES, TEXT_LIMITS } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import { restUpload } from '../../lib/api/rest';
import { notify } from '../../kit/feedback/notify';
import { ImagePicker } from '../../kit/forms/ImagePicker';
import { applyServerErrors } from '../../kit/forms/server-errors';
import { SidePanel } from '../../kit/forms/SidePanel';
import { useFormState } from '../../kit/forms/useFormState';
import { useImageChange } from '../../kit/forms/useImageChange';
import { initialsOf } from '../../kit/format/people';
import { checkRequired, formValuesOf, planSave, type SuperAdmin } from './super-admins-model';

const t = MESSAGES.web.superAdmins;
const f = t.form;

export interface SuperAdminFormProps {
  opened: boolean;
  /** The admin being edited; null to add one. */
  target: SuperAdmin | null;
  /** Changes on every opening, so the form starts afresh each time. */
  session: number;
  onClose: () => void;
  /** After a successful save (the signed-in admin's own edit refreshes the header too). */
  onSaved?: (admin: SuperAdmin) => void;
}

/** Create/edit side drawer (docs/product/platform-admin.md#super-admins, #validation): avatar, Name *, Email *, Phone; Cancel and Save. */
export function SuperAdminForm({ opened, target, session, onClose, onSaved }: SuperAdminFormProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const form = useFormState(formValuesOf(target));
  const avatar = useImageChange();
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A new opening: start from the target's values (React's "adjust state while rendering" pattern).
  const [shownSession, setShownSession] = useState(session);
  if (shownSession !== session) {
    setShownSession(session);
    form.reset(formValuesOf(target));
    avatar.clear();
    setBanner(null);
  }

  const save = async () => {
    const check = checkRequired(form.values);
    form.setErrors(check.errors);
    setBanner(check.banner);
    if (check.banner) return;

    const plan = planSave(form.values, target, { picked: avatar.file !== null, removeStored: avatar.remove });
    setBusy(true);
    try {
      let saved: { message?: string; superAdmin: SuperAdmin };
      if (plan.via === 'rest' && avatar.file) {
        const body = new FormData();
        body.set('name', plan.fields.name);
        body.set('email', plan.fields.email);
        body.set('phone', plan.fields.phone);
        body.set('avatar', avatar.file, avatar.file.name);
        const data = await restUpload<{ superAdmin: SuperAdmin }>(plan.method, plan.path, body);
        saved = { superAdmin: data.superAdmin };
      } else if (target) {
        saved = await client.platform.superAdmins.update.mutate({ id: target.id, ...plan.fields });
      } else {
        saved = await client.platform.superAdmins.create.mutate(plan.fields);
      }
      notify.success(saved.message ?? (target ? MESSAGES.superAdmin.updated : MESSAGES.superAdmin.created));
      await Promise.all([
        queryClient.invalidateQueries(trpc.platform.superAdmins.list.pathFilter()),
        queryClient.invalidateQueries(trpc.platform.dashboard.summary.pathFilter()),
      ]);
      onSaved?.(saved.superAdmin);
      onClose();
    } catch (error) {
      setBanner(
        applyServerErrors(form, error, {
          fallback: target ? t.editFailed : t.createFailed,
          messageField: 'email',
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      title={target ? t.editTitle : t.addTitle}
      onSubmit={() => void save()}
      busy={busy}
      banner={banner}
      size={480}
    >
      <ImagePicker
        label={f.avatar}
        {...avatar.pickerProps(target?.profile.avatar)}
        fallback={initialsOf(form.values.name, form.values.email)}
        shape="circle"
        disabled={busy}
      />
      <TextInput
        {...form.field('name')}
        label={f.name}
        placeholder={f.namePlaceholder}
        withAsterisk
        autoComplete="off"
        maxLength={TEXT_LIMITS.personNameMax}
        leftSection={<IconUser size={16} aria-hidden />}
        disabled={busy}
        data-autofocus
      />
      <TextInput
        {...form.field('email')}
        type="email"
        label={f.email}
        placeholder={f.emailPlaceholder}
        withAsterisk
        autoComplete="off"
        maxLength={TEXT_LIMITS.emailMax}
        leftSection={<IconMail size={16} aria-hidden />}
        disabled={busy}
      />
      <TextInput
        {...form.field('phone')}
        type="tel"
        label={f.phone}
        placeholder={f.phonePlaceholder}
        autoComplete="off"
        maxLength={TEXT_LIMITS.phoneMax}
        leftSection={<IconPhone size={16} aria-hidden />}
        disabled={busy}
      />
    </SidePanel>
  );
}
