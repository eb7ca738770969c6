/**
 * The drag handle on a column header's right edge. The width follows the pointer while dragging
 * (`onPreview`) and is saved once on release (`onCommit`); arrow keys step it by 16 px for
 * keyboards, saved at each step.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

import { LIST_LAYOUT_LIMITS, MESSAGES } from '@app/contracts';

import classes from './LayoutTable.module.css';

interface ColumnResizerProps {
  label: string;
  width: number;
  onPreview: (width: number | null) => void;
  onCommit: (width: number) => void;
}

const STEP = 16;

export function ColumnResizer({ label, width, onPreview, onCommit }: ColumnResizerProps) {
  const drag = useRef<{ from: number; start: number; last: number } | null>(null);
  // Keys may come faster than the saved width renders back: while the list still shows the width
  // the last step started from, the next step starts from that step's result.
  const stepped = useRef<{ from: number; to: number } | null>(null);
  const bounded = (w: number) => Math.min(LIST_LAYOUT_LIMITS.maxWidth, Math.max(LIST_LAYOUT_LIMITS.minWidth, w));

  const down = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { from: event.clientX, start: width, last: width };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.last = bounded(drag.current.start + event.clientX - drag.current.from);
    onPreview(drag.current.last);
  };
  const up = () => {
    const done = drag.current;
    drag.current = null;
    onPreview(null);
    if (done && done.last !== done.start) onCommit(done.last);
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = event.key === 'ArrowRight' ? STEP : event.key === 'ArrowLeft' ? -STEP : 0;
    if (!by) return;
    event.preventDefault();
    const base = stepped.current?.from === width ? stepped.current.to : width;
    const next = bounded(base + by);
    stepped.current = { from: width, to: next };
    onCommit(next);
  };

  return (
    <div
      className={classes.resizer}
      role="separator"
      aria-orientation="vertical"
      aria-label={MESSAGES.web.listLayout.resize(label)}
      aria-valuenow={width}
      aria-valuemin={LIST_LAYOUT_LIMITS.minWidth}
      aria-valuemax={LIST_LAYOUT_LIMITS.maxWidth}
      tabIndex={0}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
