// Routes owned by later issues (trollbox, Break sends, image proxy) and the telemetry call of the
// remote loader: contract only here so the pages and the server agree from the start.
import { Type, type Static } from '@sinclair/typebox';
import { LimitQuery, NullableString, Signature, StringEnum, UnixTime } from './common';

/**
 * POST /api/telemetry/remote-failure: the shell reports a remote that failed to load or render (after
 * its retry) and the version it fell back to. Answer: 204. Implemented by server/src/static/telemetry.ts.
 */
export const RemoteFailureBody = Type.Object(
  {
    remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
    version: Type.String({ minLength: 1, maxLength: 64 }),
    phase: StringEnum(['load', 'render', 'incompatible']),
    message: Type.String({ maxLength: 1000 }),
    fallbackVersion: NullableString,
    visitorId: Type.String({ maxLength: 100 }),
    url: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type RemoteFailureBody = Static<typeof RemoteFailureBody>;
export const Accepted = Type.Object({ ok: Type.Boolean() });
export type Accepted = Static<typeof Accepted>;

/** /api/trollbox/settings/:key (GET, POST with `Authorization: Bearer <ADMIN_TOKEN>`). */
export const SettingParams = Type.Object(
  { key: StringEnum(['trollbox_enabled']) },
  { additionalProperties: false },
);
export type SettingParams = Static<typeof SettingParams>;
export const BoolText = StringEnum(['true', 'false']);
export const Setting = Type.Object({ key: Type.String(), value: BoolText });
export type Setting = Static<typeof Setting>;
export const SettingBody = Type.Object({ value: BoolText }, { additionalProperties: false });
export type SettingBody = Static<typeof SettingBody>;
export const SettingSaved = Type.Object({ success: Type.Boolean(), key: Type.String(), value: BoolText });
export type SettingSaved = Static<typeof SettingSaved>;

/** /api/trollbox/messages (GET list, POST new; live stream at /api/trollbox/stream as SSE). */
export const TrollboxMessage = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  author: Type.String(),
  text: Type.String(),
  createdAt: UnixTime,
});
export type TrollboxMessage = Static<typeof TrollboxMessage>;
export const TrollboxMessagesQuery = Type.Object(
  { limit: Type.Optional(LimitQuery(50, 200)), after: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);
export type TrollboxMessagesQuery = Static<typeof TrollboxMessagesQuery>;
export const TrollboxMessageList = Type.Array(TrollboxMessage);
export const TrollboxPostBody = Type.Object(
  {
    author: Type.String({ minLength: 1, maxLength: 32 }),
    text: Type.String({ minLength: 1, maxLength: 280 }),
  },
  { additionalProperties: false },
);
export type TrollboxPostBody = Static<typeof TrollboxPostBody>;
export const TrollboxMessageParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,12}$' }) },
  { additionalProperties: false },
);

/** POST /api/break/send-transaction (spec part 2 §7). */
export const BreakSendBody = Type.Object(
  { gameId: Type.String({ pattern: '^[0-9]{1,16}$', description: 'game start time (ms) as text' }) },
  { additionalProperties: false },
);
export type BreakSendBody = Static<typeof BreakSendBody>;
export const BreakSendResult = Type.Object({
  signature: Type.Union([Signature, Type.Null()]),
  success: Type.Boolean(),
  status: StringEnum(['confirmed', 'failed']),
  /** ms from send to confirmation */
  processingTime: Type.Number({ minimum: 0 }),
  error: NullableString,
});
export type BreakSendResult = Static<typeof BreakSendResult>;

/** GET /api/proxy-image?url= : an image fetched from a public http(s) URL. */
export const ProxyImageQuery = Type.Object(
  {
    url: Type.String({
      minLength: 8,
      maxLength: 2048,
      pattern: '^https?://',
      description: 'encoded logo URL',
    }),
  },
  { additionalProperties: false },
);
export type ProxyImageQuery = Static<typeof ProxyImageQuery>;
