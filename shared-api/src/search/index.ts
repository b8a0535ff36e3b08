export * from './classify';
