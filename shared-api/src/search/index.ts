export * from './classify';
export * from './pasted';
export * from './adapter';
