/**
 * A list's columns with the company's fields appended, read through the person's layout:
 *
 *   const { layout, reveal } = useFieldListLayout('leads', 'lead', LEAD_COLUMNS);
 *   <FieldsButton entity="lead" onShown={reveal} />
 *
 * The list waits for the fields as it waits for the layout, so a saved layout's field columns are
 * there on the first draw (and a change made meanwhile cannot drop them). A field that is removed
 * simply stops being a column; a saved layout naming it reads without it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';

import type { LayoutList } from '@app/contracts';

import type { ListColumn } from '../../kit/list/columns/column-layout';
import { useListLayout } from '../../kit/list/columns/useListLayout';
import { TruncatedCell } from '../kit/cells';
import { customValueOf, fieldText } from './field-text';
import { fieldColumnId, fieldColumns } from './list-fields';
import { useCustomFields, type CustomField, type RecordEntity } from './useCustomFields';

type WithFields = { customFields: Record<string, unknown> };

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A row's value of a field as the list shows it; long text is cut to one line. */
export function FieldCell({ field, value }: { field: CustomField; value: unknown }) {
  const text = fieldText(field, value);
  if (field.type === 'text') return <TruncatedCell value={text} />;
  return <span style={nowrap}>{text}</span>;
}

const fieldCell = (field: CustomField, row: WithFields) => (
  <FieldCell field={field} value={customValueOf(row, field)} />
);

export function useFieldListLayout<R extends WithFields>(
  list: LayoutList,
  entity: RecordEntity,
  base: readonly ListColumn<R>[],
) {
  const { fields, query } = useCustomFields(entity);
  const columns = useMemo(() => [...base, ...fieldColumns<R>(fields, fieldCell)], [base, fields]);
  const layout = useListLayout(list, columns);
  const ready = layout.ready && !query.isPending;

  // A field its manager just added or made visible joins their list even when they keep a layout
  // of their own (which otherwise shows only the columns it names). It becomes a column once the
  // fields have reloaded, so the request waits for that render.
  const [reveal, setReveal] = useState<{ id: string } | null>(null);
  const handled = useRef<object | null>(null);
  useEffect(() => {
    if (!reveal || handled.current === reveal || !ready) return;
    if (!layout.columns.some((c) => c.id === reveal.id)) return;
    handled.current = reveal;
    if (!layout.shown.some((s) => s.column.id === reveal.id)) layout.toggle(reveal.id);
  });

  return {
    layout: { ...layout, ready },
    fields,
    reveal: (name: string) => setReveal({ id: fieldColumnId(name) }),
  };
}
