// Browser stand-in for shared-api/src/contract. The contract's TypeBox schemas exist for the
// server (validation, serialisation, OpenAPI); the pages only use its *types*, which are erased at
// build time. Without this the schemas (with their OpenAPI descriptions) cost ~6 KB gz on every
// page. Rule for browser code: import contract names as types (`import type`, or names only used
// as types); a schema used as a value in the browser would be undefined here.
export {};
