import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { ASSIGNABLE_USER_ROLES, MESSAGES, type TeamField } from '@app/contracts';

import { statusOf } from '../../lib/api/errors';
import { restUpload } from '../../lib/api/rest';
import { notify } from '../feedback/notify';
import { applyServerErrors, hasErrors, ImagePicker, SidePanel, useFormState, type FormState } from '../forms';
import { initialsOf } from '../format';
import { invitableRoles, memberAccess, type TeamViewer } from './access';
import {
  memberForm,
  memberFormValues,
  validateMemberForm,
  type AssignableRole,
  type MemberFormValues,
} from './member-form';
import type { TeamCalls, TeamMember } from './members';
import type { TeamTexts } from './team-texts';

interface MemberPanelProps {
  texts: TeamTexts;
  calls: Pick<TeamCalls, 'invitePath' | 'editPath'>;
  opened: boolean;
  /** The member being edited; null to add one. */
  member: TeamMember | null;
  onClose: () => void;
  onSaved: (member: TeamMember) => void;
  /** Who edits: the fields they may not change are locked (access.ts). */
  viewer: TeamViewer;
  /**
   * The company portal's role, department, designation and date of birth fields (docs/product/company-portal.md#team);
   * without them the member is saved as team_member (docs/product/platform-admin.md#validation).
   */
  organisation?: (form: FormState<MemberFormValues>, options: OrganisationOptions) => ReactNode;
}

export interface OrganisationOptions {
  disabled: boolean;
  isOwner: boolean;
  /** Whether the viewer may change a field of this member (always, for a new one). */
  can: (field: TeamField) => boolean;
  /** The roles the role picker offers. */
  roles: readonly AssignableRole[];
}

/**
 * Add / Edit a team member (docs/product/platform-admin.md#company-detail; docs/product/company-portal.md#team, #validation, #messages-and-limits): profile picture, Full Name *, Email
 * Address *, Phone Number, and the portal's organisation fields. The owner keeps role and email.
 */
export function MemberPanel(props: MemberPanelProps) {
  const { texts, calls, opened, member, onClose, onSaved, organisation, viewer } = props;
  const t = texts.ui;
  const form = useFormState<MemberFormValues>(memberFormValues(member));
  const [avatar, setAvatar] = useState<File | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<{ opened: boolean; member: TeamMember | null }>({ opened, member });
  const mode = member ? 'edit' : 'add';
  const isOwner = member?.role === 'owner';
  const access = member ? memberAccess(viewer, member) : null;
  const can = (field: TeamField) => access?.may(field) ?? true;
  const roles = member ? ASSIGNABLE_USER_ROLES : invitableRoles(viewer, ASSIGNABLE_USER_ROLES);

  // Opening (or switching member) starts from that member's values: adjust state while rendering.
  if (shownFor.opened !== opened || shownFor.member?.id !== member?.id) {
    setShownFor({ opened, member });
    if (opened) {
      form.reset(memberFormValues(member));
      setAvatar(null);
      setBanner(null);
    }
  }

  const save = useMutation({
    mutationFn: (body: FormData) =>
      member
        ? restUpload<{ user: TeamMember }>('PUT', calls.editPath(member.id), body)
        : restUpload<{ user: TeamMember }>('POST', calls.invitePath, body),
  });

  const submit = async () => {
    const errors = validateMemberForm(form.values, isOwner);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      return;
    }
    if (member && !member.id) {
      setBanner(MESSAGES.users.invalidUserData);
      return;
    }
    setBanner(null);
    const body = memberForm(form.values, { mode, role: member?.role, organisation: Boolean(organisation) }, avatar);
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
          fallback: mode === 'add' ? texts.failures.addFailed : texts.failures.editFailed,
          messageField: 'email',
        }),
      );
    }
  };

  const name = form.values.name || member?.name;
  const busy = save.isPending;
  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      title={mode === 'add' ? t.addTitle : t.editTitle}
      onSubmit={() => void submit()}
      busy={busy}
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
        disabled={busy || !can('avatar')}
      />
      <TextInput
        {...form.field('name')}
        label={t.form.name}
        placeholder={t.form.namePlaceholder}
        required
        autoComplete="off"
        data-autofocus
        disabled={busy || !can('name')}
      />
      <TextInput
        {...form.field('email')}
        type="email"
        label={t.form.email}
        placeholder={t.form.emailPlaceholder}
        required
        autoComplete="off"
        readOnly={!can('email')}
        description={isOwner ? t.form.ownerEmailHint : (access?.reason('email') ?? undefined)}
        disabled={busy}
      />
      <TextInput
        {...form.field('phone')}
        type="tel"
        label={t.form.phone}
        placeholder={t.form.phonePlaceholder}
        autoComplete="off"
        disabled={busy || !can('phone')}
      />
      {organisation?.(form, { disabled: busy, isOwner, can, roles })}
    </SidePanel>
  );
}
