export * from './enums';
export * from './custom-columns';
export * from './brands';
export * from './record-fields';
export * from './leads';
export * from './meetings';
export * from './enquiries';
