export * from './classify';
export * from './adapter';
