export * from './numbers';
export * from './text';
export * from './instructions';
export * from './epoch';
export * from './price';
