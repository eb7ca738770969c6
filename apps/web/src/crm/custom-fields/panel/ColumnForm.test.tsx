// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { answerCalls, renderApp, type TestApi } from '../../../testing/render';
import type { CustomField } from '../useCustomFields';
import { ColumnForm } from './ColumnForm';

afterEach(cleanup);

const m = MESSAGES.crm.columns;
const t = MESSAGES.web.crmColumns;

function setup(props: { entity?: 'brand' | 'lead'; column?: CustomField | null; api?: TestApi } = {}) {
  const api = props.api ?? answerCalls(() => ({ column: {} }));
  const onDone = vi.fn();
  const onCancel = vi.fn();
  renderApp(
    <ColumnForm entity={props.entity ?? 'brand'} column={props.column ?? null} onDone={onDone} onCancel={onCancel} />,
    { api },
  );
  return { api, onDone, onCancel };
}

/** The texts a field points at with aria-describedby: where Mantine puts its error and description. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

const nameInput = () => screen.getByRole('textbox', { name: new RegExp(t.fields.name) });
const labelInput = () => screen.getByRole('textbox', { name: new RegExp(t.fields.label) });
const save = () => userEvent.click(screen.getByRole('button', { name: t.save }));

async function pickType(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: t.fields.type }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

const column = (over: Partial<CustomField>): CustomField => ({
  id: 'col-7',
  _id: 'col-7',
  entity: 'brand',
  name: 'region',
  label: 'Region',
  type: 'text',
  isRequired: false,
  isVisible: true,
  isSystem: false,
  isDefault: false,
  position: 3,
  options: [],
  validation: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('ColumnForm', () => {
  it('names the missing name and label under their own fields and sends nothing', async () => {
    const { api, onDone } = setup();
    await save();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(nameInput())).toContain(m.nameRequired);
    expect(describedBy(labelInput())).toContain(m.labelRequired);
    expect(api.calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a name that does not start with a letter', async () => {
    const { api } = setup();
    await userEvent.type(nameInput(), '2budget');
    await userEvent.type(labelInput(), 'Budget');
    await save();
    expect(describedBy(nameInput())).toContain(m.nameFormat);
    expect(labelInput().getAttribute('aria-invalid')).not.toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('creates a text column with the trimmed values and shows it in the list', async () => {
    const { api, onDone } = setup();
    await userEvent.type(nameInput(), ' annual_budget ');
    await userEvent.type(labelInput(), 'Annual Budget ');
    await userEvent.click(screen.getByRole('switch', { name: t.fields.required }));
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('annual_budget'));
    expect(api.calls).toEqual([
      {
        path: 'crm.customColumns.create',
        input: {
          entity: 'brand',
          name: 'annual_budget',
          label: 'Annual Budget',
          type: 'text',
          isRequired: true,
          isVisible: true,
          options: [],
          validation: {},
        },
      },
    ]);
  });

  it('asks a select column for options and derives each value from its text', async () => {
    const { api, onDone } = setup();
    await userEvent.type(nameInput(), 'tier');
    await userEvent.type(labelInput(), 'Tier');
    await pickType(t.types.select);
    await save();
    const options = screen.getByRole('group', { name: t.fields.options });
    expect(within(options).getByRole('alert').textContent).toBe(m.selectNeedsOptions);
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: t.fields.addOption }));
    await userEvent.click(screen.getByRole('button', { name: t.fields.addOption }));
    const first = screen.getByRole('textbox', { name: `${t.fields.options} 1` });
    await userEvent.type(first, 'Very High');
    await userEvent.type(screen.getByRole('textbox', { name: `${t.fields.options} 2` }), 'Low');
    // Typing an option clears the list error that asked for one.
    expect(within(options).queryByRole('alert')).toBeNull();
    expect(describedBy(first)).toContain(t.fields.optionValue('very_high'));

    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('tier'));
    expect(api.calls[0]!.input).toMatchObject({
      type: 'select',
      options: [
        { label: 'Very High', value: 'very_high' },
        { label: 'Low', value: 'low' },
      ],
    });
  });

  it('points at the second of two options with the same value and lets it be removed', async () => {
    const { api, onDone } = setup();
    await userEvent.type(nameInput(), 'tier');
    await userEvent.type(labelInput(), 'Tier');
    await pickType(t.types.select);
    for (const text of ['Gold', 'gold ', 'Silver']) {
      await userEvent.click(screen.getByRole('button', { name: t.fields.addOption }));
      const inputs = screen.getAllByRole('textbox', { name: new RegExp(`^${t.fields.options} \\d`) });
      await userEvent.type(inputs.at(-1)!, text);
    }
    await save();
    const second = screen.getByRole('textbox', { name: `${t.fields.options} 2` });
    expect(describedBy(second)).toContain(m.optionDuplicate('gold'));
    expect(describedBy(screen.getByRole('textbox', { name: `${t.fields.options} 1` }))).not.toContain(
      m.optionDuplicate('gold'),
    );
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: t.fields.removeOption(2) }));
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls[0]!.input).toMatchObject({
      options: [
        { label: 'Gold', value: 'gold' },
        { label: 'Silver', value: 'silver' },
      ],
    });
  });

  it('leaves the options out once the type is no longer select', async () => {
    const { api, onDone } = setup();
    await userEvent.type(nameInput(), 'tier');
    await userEvent.type(labelInput(), 'Tier');
    await pickType(t.types.select);
    await userEvent.click(screen.getByRole('button', { name: t.fields.addOption }));
    await userEvent.type(screen.getByRole('textbox', { name: `${t.fields.options} 1` }), 'Gold');
    await pickType(t.types.text);
    expect(screen.queryByRole('group', { name: t.fields.options })).toBeNull();
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls[0]!.input).toMatchObject({ type: 'text', options: [] });
  });

  it('puts a minimum above the maximum on the minimum field', async () => {
    const { api, onDone } = setup();
    await userEvent.type(nameInput(), 'budget');
    await userEvent.type(labelInput(), 'Budget');
    await pickType(t.types.number);
    const min = screen.getByRole('textbox', { name: t.fields.minValue });
    const max = screen.getByRole('textbox', { name: t.fields.maxValue });
    await userEvent.type(min, '500');
    await userEvent.type(max, '100');
    await save();
    expect(describedBy(min)).toContain(m.minAboveMax);
    expect(describedBy(max)).not.toContain(m.minAboveMax);
    expect(api.calls).toEqual([]);

    await userEvent.clear(max);
    await userEvent.type(max, '900');
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls[0]!.input).toMatchObject({ type: 'number', validation: { minValue: 500, maxValue: 900 } });
  });

  it('sends only the label of a system column and locks the rest', async () => {
    const system = column({ name: 'status', label: 'Status', isSystem: true, type: 'select' });
    const { api, onDone } = setup({ column: system });
    expect(screen.getByRole('form', { name: t.editTitle('Status') })).toBeTruthy();
    expect(nameInput().hasAttribute('readonly')).toBe(true);
    expect(describedBy(nameInput())).toContain(t.fields.nameLocked);
    expect(screen.getByRole('switch', { name: t.fields.required }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('group', { name: t.fields.options })).toBeNull();
    await userEvent.clear(labelInput());
    await userEvent.type(labelInput(), 'Stage');
    await save();
    // Visible before and after: nothing newly shown in the list.
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
    expect(api.calls).toEqual([{ path: 'crm.customColumns.update', input: { id: 'col-7', label: 'Stage' } }]);
  });

  it('updates a hidden custom field of a lead and reports it shown once made visible', async () => {
    const field = column({ entity: 'lead', name: 'budget', label: 'Budget', isVisible: false });
    const { api, onDone } = setup({ entity: 'lead', column: field });
    const records = t.records;
    expect(screen.getByRole('textbox', { name: new RegExp(records.name) })).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: records.visibleInList }));
    await userEvent.click(screen.getByRole('button', { name: records.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('budget'));
    expect(api.calls.at(-1)).toEqual({
      path: 'crm.customColumns.update',
      input: {
        id: 'col-7',
        label: 'Budget',
        type: 'text',
        isRequired: false,
        isVisible: true,
        options: [],
        validation: {},
      },
    });
  });

  it('shows the refusal in a banner and stays open when the save fails', async () => {
    const api = answerCalls(() => {
      throw new Error(m.createFailed);
    });
    const { onDone } = setup({ api });
    await userEvent.type(nameInput(), 'budget');
    await userEvent.type(labelInput(), 'Budget');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(m.createFailed);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t.save }).hasAttribute('disabled')).toBe(false);
  });

  it('cancels without saving', async () => {
    const { api, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
  });
});
