// Types of build-server.mjs for the TypeScript that imports it (the benchmarks).
export const SERVER_ENTRIES: Record<string, string>;
export const SERVER_NODE_FLAGS: readonly string[];
export function serverNodeArgs(...args: string[]): string[];
export function buildServer(more?: Record<string, string>): Promise<void>;
export function runServer(...args: string[]): void;
