export * from './client';
export * from './types';
