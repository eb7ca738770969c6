import { Anchor, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import type { FormState } from '../../kit/forms';
import { roleLabel } from '../../kit/format';
import type { OrganisationOptions } from '../../kit/members/MemberPanel';
import type { MemberFormValues } from '../../kit/members/member-form';
import { pickerOptions } from '../departments-designations/org-list';
import { useOrgList, type OrgKind } from '../departments-designations/useOrgList';
import { AddOptionDialog } from './AddOptionDialog';
import { DayPickerInput } from '../../kit/forms/DayPickerInput';

const f = MESSAGES.web.team.form;
const today = () => new Date().toISOString().slice(0, 10);

interface OrganisationFieldsProps extends OrganisationOptions {
  form: FormState<MemberFormValues>;
}

/**
 * Role, Department, Designation and Date of Birth of the portal's member form (docs/product/company-portal.md#team, #validation):
 * the pickers offer the visible entries, each with its Add New dialog; the owner's role is fixed,
 * and what the viewer may not change of this member is locked (docs/security.md).
 */
export function OrganisationFields({ form, disabled, isOwner, can, roles }: OrganisationFieldsProps) {
  const departments = useOrgList('departments');
  const designations = useOrgList('designations');
  const [adding, setAdding] = useState<OrgKind | null>(null);
  const field = { departments: 'department', designations: 'designation' } as const;

  const picker = (kind: OrgKind) => {
    const list = kind === 'departments' ? departments : designations;
    const name = field[kind];
    return (
      <Select
        label={kind === 'departments' ? f.department : f.designation}
        placeholder={kind === 'departments' ? f.pickDepartment : f.pickDesignation}
        data={pickerOptions(list.items, form.values[name])}
        value={form.values[name] || null}
        onChange={(value) => form.setValue(name, value ?? '')}
        error={form.errors[name]}
        clearable
        searchable
        disabled={disabled || !can(name)}
        comboboxProps={{ withinPortal: true }}
        description={
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setAdding(kind)}
            disabled={disabled || !can(name)}
          >
            <IconPlus size={12} style={{ verticalAlign: 'middle' }} />{' '}
            {kind === 'departments' ? f.addDepartment : f.addDesignation}
          </Anchor>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    );
  };

  return (
    <Stack gap="md">
      <Select
        label={f.role}
        data={
          isOwner
            ? [{ value: 'owner', label: roleLabel('owner') }]
            : roles.map((role) => ({ value: role, label: roleLabel(role) }))
        }
        value={isOwner ? 'owner' : form.values.role}
        onChange={(value) => value && form.setValue('role', value as MemberFormValues['role'])}
        allowDeselect={false}
        required
        readOnly={!can('role')}
        description={isOwner ? f.ownerRoleHint : undefined}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
      {picker('departments')}
      {picker('designations')}
      <DayPickerInput
        label={f.dateOfBirth}
        value={form.values.dateOfBirth || null}
        onChange={(value) => form.setValue('dateOfBirth', value ?? '')}
        error={form.errors.dateOfBirth}
        maxDate={today()}
        disabled={disabled || !can('dateOfBirth')}
      />
      {adding && (
        <AddOptionDialog
          kind={adding}
          list={adding === 'departments' ? departments : designations}
          opened
          onClose={() => setAdding(null)}
          onAdded={(name) => form.setValue(field[adding], name)}
        />
      )}
    </Stack>
  );
}
