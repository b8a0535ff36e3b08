export * from './format';
export * from './search';
export * from './contract';
export * from './pageSizes';
export * from './client';
export * from './hooks';
export * from './stream';
export * from './stream/head';
