/**
 * Raw deflate with a preset dictionary through one long-lived zlib engine, reset between inputs.
 * `deflateRawSync` builds a stream object, allocates and initialises zlib's state (about 256 KiB),
 * loads the dictionary and frees it all again on every call: on the block-decoding thread that was
 * 13–17 µs of a 30–50 µs call for a 1–3 KB entry. A reset keeps the state and loads the dictionary
 * again. The stream is the same in all but a few entries in a thousand, and every one inflates to its
 * input: a reset leaves the previous entries' bytes in the window past this one's end, where zlib's
 * match search may look (a match is always cut to the input's own bytes), so a match can be chosen
 * differently than by a fresh engine, whose window is zeros there. So a body's bytes can depend on
 * the entries compressed before it on the same thread; what it holds never does.
 *   const deflate = new Deflater(1, dictionary);
 *   const compressed = deflate.run(entry);   // a Buffer of its own
 */
import { constants, createDeflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib';

/**
 * The engine's native handle: `writeSync` fills `writeState` with [output left, input left].
 * Node's own one-shot calls drive it the same way; without it (another runtime) every call falls back
 * to `deflateRawSync`.
 */
interface NativeHandle {
  writeSync(
    flush: number,
    input: Uint8Array,
    inOffset: number,
    inLength: number,
    output: Uint8Array,
    outOffset: number,
    outLength: number,
  ): void;
  reset(): void;
}
type EngineInternals = DeflateRaw & { _handle?: NativeHandle; _writeState?: Uint32Array };

/** Output room of the one engine call; a larger result (a rare entry of tens of KB) takes the one-shot path. */
const OUTPUT_BYTES = 64 * 1024;

export class Deflater {
  private readonly handle: NativeHandle | null;
  private readonly state: Uint32Array | null;
  private readonly output = Buffer.allocUnsafeSlow(OUTPUT_BYTES);

  constructor(
    private readonly level: number,
    private readonly dictionary: Buffer,
  ) {
    const engine = createDeflateRaw({ level, dictionary }) as EngineInternals;
    const handle = engine._handle;
    const usable = typeof handle?.writeSync === 'function' && typeof handle.reset === 'function';
    this.handle = usable && engine._writeState ? handle : null;
    this.state = this.handle ? (engine._writeState ?? null) : null;
  }

  run(input: Uint8Array): Buffer {
    const { handle, state } = this;
    if (!handle || !state) return this.oneShot(input);
    handle.writeSync(constants.Z_FINISH, input, 0, input.length, this.output, 0, OUTPUT_BYTES);
    const outputLeft = state[0];
    const inputLeft = state[1];
    handle.reset();
    // No room left means the stream may not have ended: compress it whole the one-shot way.
    if (inputLeft !== 0 || outputLeft === 0) return this.oneShot(input);
    return Buffer.from(this.output.subarray(0, OUTPUT_BYTES - outputLeft));
  }

  private oneShot(input: Uint8Array): Buffer {
    return deflateRawSync(input, { level: this.level, dictionary: this.dictionary });
  }
}
