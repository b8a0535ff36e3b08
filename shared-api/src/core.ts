// The pure core: what the server and the pages both read (formatting, the search classifier, the
// contract's types, the native mint, the route helpers, page sizes). It loads neither TypeBox nor
// react-query, so the server imports it where a page imports 'shared-api' (the browser entry, which
// Node cannot resolve: see package.json `exports`).
export * from './format';
export * from './search/classify';
export * from './search/pasted';
export type * from './contract';
export { NATIVE_MINT } from './programs';
export { ADDRESS_KINDS } from './addressKinds';
export * from './route';
export * from './pageSizes';
