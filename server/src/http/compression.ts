/**
 * How the server compresses: @fastify/compress as things go out (HTML, uncached answers), while API
 * answers carry their own compressed bytes, made once per answer rather than per send (define.ts).
 *   const encoding = answerEncoding(req.headers['accept-encoding']);   // 'br' | 'gzip' | null
 *   const bytes = compressAnswer(json, encoding);
 */
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { BoundedMap } from '../boundedMap';

export type AnswerEncoding = 'br' | 'gzip';

/** The encodings offered, in the server's order of preference. */
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/** Smaller answers go as they are: compression saves too few bytes of them to pay for itself. */
export const COMPRESS_FROM = 1024;

/** Quality 11 (brotli's default) costs about ten times the CPU for a few % fewer bytes. */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The options of @fastify/compress: the same encodings, threshold and quality as the answers'. */
export const compressPluginOptions = {
  global: true,
  threshold: COMPRESS_FROM,
  encodings: ENCODINGS,
  brotliOptions,
};

// Browsers send a handful of different Accept-Encoding headers: each is parsed once.
const negotiator = new Negotiator<AnswerEncoding>({
  supportedValues: ENCODINGS,
  cache: new BoundedMap<string, string>(256),
});

/**
 * The encoding an answer is sent in for a request's Accept-Encoding, chosen as @fastify/compress
 * chooses (q-values, then the server's preference; `*` and `x-gzip` count as gzip); null for none.
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'));
}

export function compressAnswer(payload: string | Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(payload, brotliOptions) : gzipSync(payload);
}
