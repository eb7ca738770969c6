/**
 * Keyboard moves on the board: Left and Right jump the picked-up card to the previous or next
 * column (dnd-kit's default moves 25 px a press, a dozen presses a column). Up and Down do nothing:
 * a column's order is the list's, not the user's.
 */
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const distance = (rect: (typeof columns)[number]) => Math.abs(rect.left + rect.width / 2 - centre);
  const current = columns.reduce((best, rect, i) => (distance(rect) < distance(columns[best]!) ? i : best), 0);
  const target = columns[current + step];
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: collisionRect.top };
};
