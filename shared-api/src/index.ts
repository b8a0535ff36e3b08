export * from './format';
export * from './search';
// The contract's types only: its schemas are the server's ('shared-api/contract').
export type * from './contract';
export { NATIVE_MINT } from './programs';
// The path table is 'shared-api/paths' (a namespace each bundle tree-shakes); its types are here.
export * from './route';
export * from './pageSizes';
export * from './client';
export * from './hooks';
export * from './stream';
export * from './stream/head';
