/**
 * Zstandard with a preset dictionary through @bokuweb/zstd-wasm, one context per direction (Node's
 * zstd reloads the dictionary per call: docs/scaling-log.md). The package starts its engine
 * asynchronously; `instantiateWasm` instantiates it synchronously on first use instead, so calls
 * stay plain. The loader file is read beside the entry that package.json's exact version pins.
 *   const packed = zstdEngine().compress(entry, dictionary, -1);   // a Buffer of its own
 *   const entry = zstdEngine().decompress(packed, dictionary);
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CorruptBody } from './bytes';

interface Engine {
  HEAPU8: Uint8Array;
  _malloc(size: number): number;
  _free(pointer: number): void;
  _ZSTD_isError(code: number): number;
  _ZSTD_compressBound(size: number): number;
  _ZSTD_createCCtx(): number;
  _ZSTD_createDCtx(): number;
  _ZSTD_compress_usingDict(
    cctx: number,
    dst: number,
    dstCapacity: number,
    src: number,
    srcSize: number,
    dict: number,
    dictSize: number,
    level: number,
  ): number;
  _ZSTD_decompress_usingDict(
    dctx: number,
    dst: number,
    dstCapacity: number,
    src: number,
    srcSize: number,
    dict: number,
    dictSize: number,
  ): number;
  init(): void;
  instantiateWasm?: (
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance) => void,
  ) => WebAssembly.Exports;
}

/** A region of the engine's memory, reallocated when a larger one is needed. */
class Scratch {
  pointer = 0;
  size = 0;
  constructor(private readonly engine: Engine) {}
  atLeast(size: number): number {
    if (size > this.size) {
      if (this.pointer) this.engine._free(this.pointer);
      this.size = Math.max(size, this.size * 2, 64 * 1024);
      this.pointer = this.engine._malloc(this.size);
      if (!this.pointer) throw new Error(`zstd: no memory for ${this.size} bytes`);
    }
    return this.pointer;
  }
}

/** The largest entry a body may decompress to: far beyond any transaction, short of a memory bomb. */
const LARGEST_OUTPUT = 64 * 1024 * 1024;
/** The library's error for an output room too small, as a 32-bit engine returns it. */
const DESTINATION_TOO_SMALL = -70;

class Zstd {
  private readonly cctx: number;
  private readonly dctx: number;
  private readonly input: Scratch;
  private readonly output: Scratch;
  private readonly dictionaries = new Map<Buffer, number>();

  constructor(private readonly engine: Engine) {
    this.cctx = engine._ZSTD_createCCtx();
    this.dctx = engine._ZSTD_createDCtx();
    this.input = new Scratch(engine);
    this.output = new Scratch(engine);
  }

  compress(input: Uint8Array, dictionary: Buffer, level: number): Buffer {
    const e = this.engine;
    const src = this.input.atLeast(input.length);
    const capacity = e._ZSTD_compressBound(input.length);
    const dst = this.output.atLeast(capacity);
    e.HEAPU8.set(input, src);
    const n = e._ZSTD_compress_usingDict(
      this.cctx,
      dst,
      capacity,
      src,
      input.length,
      this.dictionary(dictionary),
      dictionary.length,
      level,
    );
    if (e._ZSTD_isError(n)) throw new Error(`zstd: compression failed (${n})`);
    return Buffer.from(e.HEAPU8.subarray(dst, dst + n));
  }

  /** The entry `input` holds; CorruptBody when it is not one whole zstd frame made with `dictionary`. */
  decompress(input: Uint8Array, dictionary: Buffer): Buffer {
    const e = this.engine;
    const src = this.input.atLeast(input.length);
    e.HEAPU8.set(input, src);
    for (let capacity = Math.max(64 * 1024, input.length * 8); ; capacity *= 4) {
      const dst = this.output.atLeast(capacity);
      const n = e._ZSTD_decompress_usingDict(
        this.dctx,
        dst,
        this.output.size,
        src,
        input.length,
        this.dictionary(dictionary),
        dictionary.length,
      );
      if (!e._ZSTD_isError(n)) return Buffer.from(e.HEAPU8.subarray(dst, dst + n));
      // Too small a room is the one error worth another try (a frame need not state its size).
      if (n !== DESTINATION_TOO_SMALL || capacity >= LARGEST_OUTPUT)
        throw new CorruptBody(`zstd: not a whole frame of this format (${n})`);
    }
  }

  /** The dictionary copied into the engine's memory once (a handful of fixed dictionaries exist). */
  private dictionary(d: Buffer): number {
    let at = this.dictionaries.get(d);
    if (at === undefined) {
      at = this.engine._malloc(d.length);
      this.engine.HEAPU8.set(d, at);
      this.dictionaries.set(d, at);
    }
    return at;
  }
}

function loadEngine(): Engine {
  const load = createRequire(__filename);
  const dir = path.dirname(load.resolve('@bokuweb/zstd-wasm'));
  const engine = (load(path.join(dir, 'zstd.js')) as { Module: Engine }).Module;
  const bytes = fs.readFileSync(path.join(dir, 'zstd.wasm'));
  engine.instantiateWasm = (imports, receive) => {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), imports);
    receive(instance);
    return instance.exports;
  };
  engine.init();
  if (!engine.HEAPU8) throw new Error('zstd: the engine did not start');
  return engine;
}

let zstd: Zstd | null = null;
/** The thread's engine, started on first use. */
export function zstdEngine(): Zstd {
  return (zstd ??= new Zstd(loadEngine()));
}
