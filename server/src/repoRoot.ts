import { resolve } from 'node:path';

/**
 * The repository's root folder. This file sits directly in server/src, and the server's bundles
 * (scripts/build-server.mjs) in server/dist: two levels below the root either way, so the same
 * relative path holds whether the server runs from source or bundled.
 */
export const REPO_ROOT = resolve(__dirname, '../..');
