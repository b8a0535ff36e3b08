// The API contract as the server uses it ('shared-api/contract'): TypeBox schemas (validation,
// serialisation, OpenAPI), the schema table `apiRoutes` built on the path table, and the constants
// both sides agree on (page sizes, limits). The pages import its types only, from 'shared-api'.
export * from './common';
export * from './transaction';
export * from './block';
export * from './network';
export * from './token';
export * from './address';
export * from './wallet';
export * from './validator';
export * from './sitemap';
export * from './search';
export * from './misc';
export * from './routes';
export * from '../pageSizes';
