// The API contract shared by the server (validation, serialisation, OpenAPI) and the pages (types).
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
