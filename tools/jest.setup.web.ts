import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; libraries (bs58, react-router) use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Popovers (shared-ui) load their Radix part lazily in the browser; in tests it is installed up front.
// (required, not imported: imports are hoisted above the TextEncoder assignment that react-router needs)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { setPopoverImpl } = require('shared-ui') as typeof import('shared-ui');
// eslint-disable-next-line @typescript-eslint/no-require-imports
setPopoverImpl((require('shared-ui/popover-impl') as typeof import('shared-ui/popover-impl')).default);
