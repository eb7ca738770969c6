import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';

import type { RouterOutputs } from '@app/api';
import { MESSAGES, TEXT_LIMITS } from '@app/contracts';

import { useTRPC } from '../lib/api/client';
import { AVATAR_FILE_MESSAGES } from '../kit/forms/image-file';
import { FormBanner, ResetSaveActions } from '../kit/forms/FormActions';
import { ImagePicker } from '../kit/forms/ImagePicker';
import { useUploadForm } from '../kit/forms/useUploadForm';
import { initialsOf } from '../kit/format/people';
import { SettingsCard } from '../kit/layout/SettingsCard';
import { useShellRefresh } from '../company/company-profile';
import { profileFormData, validateProfile, type ProfileValues } from './profile-form';

const t = MESSAGES.web.companyPortal.userSettings;

export type ProfileUser = RouterOutputs['user']['profile']['get']['user'];

const valuesOf = (user: ProfileUser): ProfileValues => ({ name: user.name, phone: user.profile.phone ?? '' });

/** Profile picture, Full Name, Email (read-only), Phone Number, Reset and Save Changes (docs/product/company-portal.md#user-settings). */
export function ProfileCard({ user }: { user: ProfileUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useShellRefresh();
  const {
    form,
    image: avatar,
    banner,
    dirty,
    busy,
    reset,
    submit,
  } = useUploadForm({
    initial: valuesOf(user),
    path: '/user/profile',
    validate: validateProfile,
    body: (values, _initial, image) => profileFormData(values, image),
    stored: (answer: { user: ProfileUser }) => valuesOf(answer.user),
    onSaved: ({ user: saved }) => {
      // The header's avatar and name follow at once (docs/product/company-portal.md#shell-and-navigation's user-profile-updated).
      queryClient.setQueryData(trpc.user.profile.get.queryKey(), { user: saved });
      refresh.user();
    },
    saved: t.saved,
    failed: t.saveFailed,
  });
  return (
    <SettingsCard title={t.profileSection}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormBanner message={banner} />
          <ImagePicker
            label={t.picture}
            {...avatar.pickerProps(user.profile.avatar)}
            fallback={initialsOf(form.values.name, user.email)}
            shape="circle"
            fileMessages={AVATAR_FILE_MESSAGES}
            chooseLabel={t.chooseImage}
            disabled={busy}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...form.field('name')}
              label={t.fullName}
              required
              autoComplete="name"
              maxLength={TEXT_LIMITS.personNameMax + 20}
              disabled={busy}
            />
            {/* Read-only (docs/product/company-portal.md#user-settings): the lock says so without a line that would misalign the grid. */}
            <TextInput
              label={t.email}
              value={user.email}
              readOnly
              rightSection={<IconLock size={16} aria-hidden />}
              title={t.emailHint}
            />
            <TextInput
              {...form.field('phone')}
              label={t.phone}
              type="tel"
              autoComplete="tel"
              maxLength={TEXT_LIMITS.phoneMax + 8}
              disabled={busy}
            />
          </SimpleGrid>
          <ResetSaveActions dirty={dirty} busy={busy} onReset={reset} resetLabel={t.reset} saveLabel={t.save} />
        </Stack>
      </form>
    </SettingsCard>
  );
}
