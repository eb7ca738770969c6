/** The column choice, widths and density every list offers (shared/list/columns). */
export const webListLayoutTexts = {
  listLayout: {
    columns: 'Columns',
    columnsTitle: 'Columns you see',
    columnsHint: 'Tick to show, arrows to reorder. Drag a header edge to resize.',
    density: 'Row density',
    densities: { compact: 'Compact', comfortable: 'Comfortable' },
    moveUp: (label: string) => `Move ${label} up`,
    moveDown: (label: string) => `Move ${label} down`,
    alwaysShown: (label: string) => `${label} is always shown first`,
    resize: (label: string) => `Resize ${label}`,
    reset: 'Reset to default',
    saveFailed: 'Your column layout could not be saved. It is back as it was.',
    filters: 'Filters',
    filtersCount: (count: number) => (count === 0 ? 'Filters' : `Filters (${count})`),
    openRow: (name: string) => `Open ${name}`,
  },
} as const;
