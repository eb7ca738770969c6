/**
 * One lead field edited in place: the lead form's own input for it (LeadFieldInput), checked by the
 * form's own rules (validateLead), saved alone through crm.leads.update. Enter saves (in one-line
 * inputs), Escape cancels; the server's refusal lands under the field.
 */
import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';

import { MESSAGES } from '@app/contracts';

import { notify } from '../../../../shared/feedback/notify';
import { applyServerErrors } from '../../../../shared/forms/server-errors';
import { useFormState } from '../../../../shared/forms/useFormState';
import type { RouterInputs } from '../../../../lib/api/types';
import { leadToValues, validateLead, valuesToInput } from '../lead-form';
import { LeadFieldInput, type LeadFieldKey } from '../LeadFields';
import type { Lead } from './useLeadPage';

const t = MESSAGES.web.crmLeadPage;

interface LeadFieldEditorProps {
  lead: Lead;
  field: LeadFieldKey;
  save: (input: RouterInputs['crm']['leads']['update']) => Promise<unknown>;
  onDone: () => void;
}

export function LeadFieldEditor({ lead, field, save, onDone }: LeadFieldEditorProps) {
  const form = useFormState(leadToValues(lead));
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = validateLead(form.values)[field];
    if (problem) return form.setFieldError(field, problem);
    if (!form.isDirty(field)) return onDone();
    const input = valuesToInput(form.values);
    setBusy(true);
    try {
      await save({ id: lead.id, [field]: input[field] } as RouterInputs['crm']['leads']['update']);
    } catch (error) {
      setBusy(false);
      const banner = applyServerErrors(form, error, {
        fallback: MESSAGES.web.crmLeads.saveFailed,
        fieldMap: { csPerson: 'csPersonId', brand: 'brandId' },
      });
      if (banner) notify.error(banner);
      return;
    }
    notify.success(t.saved);
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} noValidate>
      <Stack gap={6}>
        <LeadFieldInput form={form} field={field} autoFocus />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="compact-sm" onClick={onDone} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" size="compact-sm" loading={busy}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
