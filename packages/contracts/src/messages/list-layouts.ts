/** A person's own list layouts: the columns they see, in their order and widths, and the density. */
export const listLayoutTexts = {
  listLayouts: {
    listUnknown: 'list must be one of the product lists',
    columnsTooMany: (max: number) => `columns may list at most ${max} columns`,
    columnIdInvalid: 'columns[].id must be a column name of letters, digits, dots, dashes or underscores',
    columnRepeated: 'columns must not list the same column twice',
    widthOutOfRange: (min: number, max: number) => `columns[].width must be a whole number from ${min} to ${max}`,
    densityInvalid: 'density must be compact or comfortable',
    saved: 'Layout saved',
    reset: 'Layout reset to the default',
  },
} as const;
