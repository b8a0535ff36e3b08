export * from './options';
export * from './queries';
