export * from './classify';
// './pasted' is not re-exported: the adapter loads it on demand (see readLink).
export type { PastedEntity } from './pasted';
export * from './adapter';
