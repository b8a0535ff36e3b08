import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; libraries (bs58, react-router) use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Popovers (shared-ui) load their Radix part lazily in the browser; in tests it is installed up front.
import { setPopoverImpl } from '../shared-ui/src/primitives/Popover';
import PopoverImpl from '../shared-ui/src/primitives/PopoverImpl';
setPopoverImpl(PopoverImpl);
