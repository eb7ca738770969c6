export * from './dates';
export * from './greeting';
export * from './numbers';
export * from './people';
