/** Lists a person shapes: their columns, order, widths and density, kept on the server; cards on phones. */
export * from './column-layout';
export * from './ColumnsMenu';
export * from './LayoutTable';
export * from './useListLayout';
