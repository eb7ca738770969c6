import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { statusOf } from '../../../lib/api/errors';
import { restUpload } from '../../../lib/api/rest';
import { notify } from '../../../shared/feedback/notify';
import { applyServerErrors, hasErrors, ImagePicker, SidePanel, useFormState } from '../../../shared/forms';
import { initialsOf } from '../../../shared/format';
import type { Member } from '../records';
import { userForm, validateUserForm, type UserFormValues } from './user-form';

const t = MESSAGES.web.companyDetail.users;

interface UserPanelProps {
  companyId: number;
  opened: boolean;
  /** The user being edited; null to add one. */
  member: Member | null;
  onClose: () => void;
  onSaved: (member: Member) => void;
}

const valuesOf = (member: Member | null): UserFormValues => ({
  name: member?.name ?? '',
  email: member?.email ?? '',
  phone: member?.profile.phone ?? member?.phone ?? '',
});

/**
 * Add User / Edit User (spec 000 §2.6, §5, §8): profile picture, Full Name *, Email Address *,
 * Phone Number. Saved as team_member; the owner keeps their role and email.
 */
export function UserPanel({ companyId, opened, member, onClose, onSaved }: UserPanelProps) {
  const form = useFormState<UserFormValues>(valuesOf(member));
  const [avatar, setAvatar] = useState<File | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<{ opened: boolean; member: Member | null }>({ opened, member });
  const mode = member ? 'edit' : 'add';
  const isOwner = member?.role === 'owner';

  // Opening (or switching user) starts from that user's values: adjust state while rendering.
  if (shownFor.opened !== opened || shownFor.member?.id !== member?.id) {
    setShownFor({ opened, member });
    if (opened) {
      form.reset(valuesOf(member));
      setAvatar(null);
      setBanner(null);
    }
  }

  const save = useMutation({
    mutationFn: (body: FormData) =>
      member
        ? restUpload<{ user: Member }>('PUT', `/super-admin/companies/${companyId}/team/${member.id}`, body)
        : restUpload<{ user: Member }>('POST', `/super-admin/companies/${companyId}/team/invite`, body),
  });

  const submit = async () => {
    const errors = validateUserForm(form.values, isOwner);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      return;
    }
    if (member && !member.id) {
      setBanner(MESSAGES.users.invalidUserData);
      return;
    }
    setBanner(null);
    const body = userForm(form.values, member ? { mode: 'edit', role: member.role } : { mode: 'add' }, avatar);
    try {
      const answer = await save.mutateAsync(body);
      notify.success(mode === 'add' ? MESSAGES.users.invited : MESSAGES.users.updated);
      onSaved(answer.user);
    } catch (error) {
      if (statusOf(error) === 404) {
        setBanner(MESSAGES.users.notFound);
        return;
      }
      setBanner(
        applyServerErrors(form, error, {
          fallback: mode === 'add' ? MESSAGES.users.addFailed : MESSAGES.users.editFailed,
          messageField: 'email',
        }),
      );
    }
  };

  const name = form.values.name || member?.name;
  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      title={mode === 'add' ? t.addTitle : t.editTitle}
      onSubmit={() => void submit()}
      busy={save.isPending}
      submitLabel={mode === 'add' ? t.add : t.update}
      banner={banner}
      size={480}
    >
      <ImagePicker
        label={t.form.avatar}
        value={avatar}
        onChange={setAvatar}
        currentUrl={member?.profile.avatar ?? null}
        fallback={initialsOf(name, form.values.email)}
        shape="circle"
        disabled={save.isPending}
      />
      <TextInput
        {...form.field('name')}
        label={t.form.name}
        placeholder={t.form.namePlaceholder}
        required
        autoComplete="off"
        data-autofocus
        disabled={save.isPending}
      />
      <TextInput
        {...form.field('email')}
        type="email"
        label={t.form.email}
        placeholder={t.form.emailPlaceholder}
        required
        autoComplete="off"
        readOnly={isOwner}
        description={isOwner ? t.form.ownerEmailHint : undefined}
        disabled={save.isPending}
      />
      <TextInput
        {...form.field('phone')}
        type="tel"
        label={t.form.phone}
        placeholder={t.form.phonePlaceholder}
        autoComplete="off"
        disabled={save.isPending}
      />
    </SidePanel>
  );
}
