export * from './format';
export * from './search';
