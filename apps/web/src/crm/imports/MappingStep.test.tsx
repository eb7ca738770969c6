// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { renderApp } from '../../testing/render';
import { MappingStep } from './MappingStep';
import type { ImportFieldView } from './useImport';

afterEach(cleanup);

const t = MESSAGES.crm.imports;

const FIELDS: ImportFieldView[] = [
  { key: 'name', label: 'Lead Name', type: 'text', required: true },
  { key: 'email', label: 'Email', type: 'email', required: false },
  { key: 'phone', label: 'Phone', type: 'phone', required: false },
  { key: 'source', label: 'Source', type: 'select', required: true, options: [{ label: 'Web', value: 'web' }] },
];

const HEADERS = ['Full Name', 'E-mail', 'Mobile #', 'Notes'];
const SAMPLE = [
  ['Asha Rao', 'asha@example.com', '', 'first call'],
  ['Ben Ode', '', '+44 20 7946 0000', ''],
  ['Cy Lee', 'cy@example.com', '+1 555 0100', 'third'],
];
/** What the server suggested for these headers: the name by alias, e-mail by spelling, no notes field. */
const SUGGESTED = ['name', 'email', 'phone', null];

/** The step as the import page holds it: the mapping in state, every change recorded. */
function Harness(props: { initial: (string | null)[]; onChange: (m: (string | null)[]) => void; onNext: () => void }) {
  const [mapping, setMapping] = useState(props.initial);
  return (
    <MappingStep
      headers={HEADERS}
      sample={SAMPLE}
      fields={FIELDS}
      mapping={mapping}
      remembered={false}
      onChange={(next) => {
        props.onChange(next);
        setMapping(next);
      }}
      onNext={props.onNext}
      busy={false}
    />
  );
}

function setup(initial = SUGGESTED) {
  const onChange = vi.fn();
  const onNext = vi.fn();
  renderApp(<Harness initial={initial} onChange={onChange} onNext={onNext} />);
  return { onChange, onNext };
}

const select = (header: string) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: `${t.targetField}: ${header}` });
const shown = () => HEADERS.map((header) => select(header).value);

async function choose(header: string, option: string) {
  await userEvent.click(select(header));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

describe('MappingStep', () => {
  it('shows the suggested field for each file column, required ones starred', () => {
    setup();
    expect(shown()).toEqual(['Lead Name *', 'Email', 'Phone', t.doNotImport]);
  });

  it('offers every field once plus the choice to leave a column out', async () => {
    setup();
    await userEvent.click(select('Notes'));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual([t.doNotImport, 'Lead Name *', 'Email', 'Phone', 'Source *']);
  });

  it('shows the first two values of each column as a guide, skipping blanks', () => {
    setup();
    const rows = screen.getAllByRole('row').slice(1);
    const samples = rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(samples).toEqual([
      'Asha Rao · Ben Ode',
      'asha@example.com · cy@example.com',
      '+44 20 7946 0000 · +1 555 0100',
      'first call · third',
    ]);
  });

  it('maps a column to the field chosen and reports the whole mapping', async () => {
    const { onChange } = setup();
    await choose('Notes', 'Source *');
    expect(onChange).toHaveBeenLastCalledWith(['name', 'email', 'phone', 'source']);
    expect(select('Notes').value).toBe('Source *');
  });

  it('takes a field away from the column that had it when another column gets it', async () => {
    const { onChange } = setup();
    await choose('Notes', 'Email');
    expect(onChange).toHaveBeenLastCalledWith(['name', null, 'phone', 'email']);
    expect(shown()).toEqual(['Lead Name *', t.doNotImport, 'Phone', 'Email']);
  });

  it('leaves a column out with Do not import without touching the others', async () => {
    const { onChange } = setup();
    await choose('Full Name', t.doNotImport);
    expect(onChange).toHaveBeenLastCalledWith([null, 'email', 'phone', null]);
    expect(screen.getByTestId('import-required-unmapped').textContent).toBe(
      t.requiredUnmapped(['Lead Name', 'Source']),
    );
  });

  it('holds Preview until every required field has a column, naming the ones left', async () => {
    const { onNext } = setup();
    const preview = screen.getByRole('button', { name: t.next });
    expect(screen.getByTestId('import-required-unmapped').textContent).toBe(t.requiredUnmapped(['Source']));
    expect(screen.getByTestId('import-required-unmapped').textContent).toBe(
      'Choose a column for Source: every row needs it.',
    );
    expect(preview.hasAttribute('disabled')).toBe(true);
    await userEvent.click(preview);
    expect(onNext).not.toHaveBeenCalled();
    await choose('Notes', 'Source *');
    expect(screen.queryByTestId('import-required-unmapped')).toBeNull();
    expect(preview.hasAttribute('disabled')).toBe(false);
  });

  it('finds a field by typing part of its name', async () => {
    const { onChange } = setup([null, null, null, null]);
    // The box shows the current choice (Do not import) until it is cleared for the search.
    await userEvent.clear(select('Notes'));
    await userEvent.type(select('Notes'), 'sou');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Source *']);
    await userEvent.click(screen.getByRole('option', { name: 'Source *' }));
    expect(onChange).toHaveBeenLastCalledWith([null, null, null, 'source']);
  });

  it('goes on to the preview on Preview', async () => {
    const { onNext } = setup(['name', 'email', 'phone', 'source']);
    await userEvent.click(screen.getByRole('button', { name: t.next }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('says when a remembered mapping was used, and names the dates zone', () => {
    renderApp(
      <MappingStep
        headers={HEADERS}
        sample={SAMPLE}
        fields={FIELDS}
        mapping={SUGGESTED}
        remembered
        onChange={() => {}}
        onNext={() => {}}
        busy
      />,
    );
    expect(screen.getByText(t.mappingRemembered)).toBeTruthy();
    // No signed-in company in this render: dates are read as UTC.
    expect(screen.getByTestId('import-dates-hint').textContent).toBe(t.datesHint('UTC'));
    // While the preview is being made the button waits (Mantine disables a loading button).
    expect(screen.getByRole('button', { name: t.next }).hasAttribute('disabled')).toBe(true);
  });
});
