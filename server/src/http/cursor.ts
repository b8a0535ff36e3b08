/**
 * The keyset cursor codec of every paged list: the last row's index key, its parts joined by dots
 * (the form old links carry). Anything else is refused here with one message.
 *   const cursor = cursorCodec([SLOT, TX_INDEX], { read: ([s, i]) => txId(s, i), write: (id) => … });
 *   const after = cursor.decode(req.query.cursor); // undefined when absent, a 400 when malformed
 */
import { ADDRESS_PATTERN } from 'shared-api/contract';
import { MAX_SLOT, TX_PER_SLOT } from '../db/txid';
import { badRequest } from './errors';

export const MALFORMED_CURSOR = 'Invalid cursor: expected the nextCursor of a previous page';

/** One dot-separated part of a cursor: the text it accepts and the value it stands for. */
export interface CursorPart<T> {
  readonly accepts: RegExp;
  readonly read: (text: string) => T;
  /** May be left out at the end of a cursor (read as undefined, written only when defined). */
  readonly optional: boolean;
  /** The largest value a number part may take. */
  readonly max?: number;
}

/** A non-negative integer of at most `digits` digits, and at most `max`. */
export const uint = (digits: number, max?: number): CursorPart<number> => ({
  accepts: new RegExp(`^[0-9]{1,${digits}}$`),
  read: Number,
  optional: false,
  max,
});

/** Exactly `digits` digits, kept as text (a sort key). */
export const digitKey = (digits: number): CursorPart<string> => ({
  accepts: new RegExp(`^[0-9]{${digits}}$`),
  read: (s) => s,
  optional: false,
});

/** A base58 address. */
export const addressPart: CursorPart<string> = {
  accepts: new RegExp(ADDRESS_PATTERN),
  read: (s) => s,
  optional: false,
};

/** The same part, allowed to be missing at the end. */
export const optional = <T>(part: CursorPart<T>): CursorPart<T | undefined> => ({ ...part, optional: true });

/**
 * The parts of a transaction's position: its slot and its index in the block, within what a stored
 * position can hold (a larger slot or index is no position of ours: the database would refuse the
 * number it makes).
 */
export const SLOT = uint(15, MAX_SLOT);
export const TX_INDEX = uint(6, TX_PER_SLOT - 1);
/** A movement's position inside its transaction. */
export const POSITION = uint(6);

type Values<P extends readonly CursorPart<unknown>[]> = {
  -readonly [I in keyof P]: P[I] extends CursorPart<infer T> ? T : never;
};

export interface CursorCodec<K> {
  encode(key: K): string;
  /** The key a cursor stands for; undefined without a cursor; a 400 when it is not one of ours. */
  decode(cursor: string | undefined): K | undefined;
}

/** A codec for keys made of these parts, `read` and `write` turning the parts' values into a key and back. */
export function cursorCodec<const P extends readonly CursorPart<unknown>[], K>(
  parts: P,
  key: { read: (values: Values<P>) => K; write: (key: K) => Values<P> },
): CursorCodec<K> {
  const required = parts.filter((p) => !p.optional).length;
  return {
    encode(k) {
      const values: readonly unknown[] = key.write(k);
      return values
        .filter((v) => v !== undefined)
        .map(String)
        .join('.');
    },
    decode(cursor) {
      if (cursor === undefined) return undefined;
      const texts = cursor.split('.');
      if (texts.length < required || texts.length > parts.length) throw badRequest(MALFORMED_CURSOR);
      const values = parts.map((part, i) => {
        const text = texts[i];
        if (text === undefined) return undefined;
        if (!part.accepts.test(text)) throw badRequest(MALFORMED_CURSOR);
        const value = part.read(text);
        if (part.max !== undefined && (value as number) > part.max) throw badRequest(MALFORMED_CURSOR);
        return value;
      });
      return key.read(values as Values<P>);
    },
  };
}
