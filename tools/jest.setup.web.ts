import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; libraries (bs58, react-router) use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
