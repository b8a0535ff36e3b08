// The games remote's calls (trollbox, its admin setting, Break sends), the live stream's events, the
// image proxy and the telemetry call of the remote loader.
import { Type, type Static } from '@sinclair/typebox';
import { NullableString, PageLimitQuery, Signature, StringEnum, UnixTime } from './common';
import { PAGE_LIMITS } from '../pageSizes';

/**
 * POST /api/telemetry/remote-failure: the shell reports a remote that failed to load or render (after
 * its retry) and the version it fell back to. Answer: 204. Implemented by server/src/registry/telemetry.ts.
 */
export const RemoteFailureBody = Type.Object(
  {
    remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
    version: Type.String({ minLength: 1, maxLength: 64 }),
    phase: StringEnum(['load', 'render', 'incompatible', 'integrity']),
    message: Type.String({ maxLength: 1000 }),
    fallbackVersion: NullableString,
    /**
     * The version had loaded in this page before it failed (its load was reported): the failure is
     * not one more load attempt when the server weighs a canary.
     */
    afterLoad: Type.Optional(Type.Boolean()),
    visitorId: Type.String({ maxLength: 100 }),
    url: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type RemoteFailureBody = Static<typeof RemoteFailureBody>;

const RemoteName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' });
const RemoteVersion = Type.String({ minLength: 1, maxLength: 64 });

/**
 * POST /api/telemetry/remote-load: the shell reports, once per remote per page load, the version that
 * loaded and why. Weighed against the failures for a canary's health. Answer: 204.
 */
export const RemoteLoadBody = Type.Object(
  {
    remote: RemoteName,
    version: RemoteVersion,
    reason: StringEnum(['stable', 'canary', 'override', 'fallback']),
  },
  { additionalProperties: false },
);
export type RemoteLoadBody = Static<typeof RemoteLoadBody>;

/** Loads and failures of one published version, counted by this server process since it started. */
export const RemoteVersionHealth = Type.Object({
  version: Type.String(),
  role: StringEnum(['stable', 'canary', 'other']),
  loads: Type.Integer({ minimum: 0 }),
  /** Failure beacons: failed loads, refused majors and pages that threw (after their retry). */
  failures: Type.Integer({ minimum: 0 }),
  /** Failures after which the visitor fell back to another version. */
  fallbacks: Type.Integer({ minimum: 0 }),
  /** Of the failures: files whose bytes differ from the published hash, or a version with none. */
  refused: Type.Integer({ minimum: 0 }),
  /** failures / (loads + failed loads); null before any attempt. */
  failureRatio: Type.Union([Type.Number(), Type.Null()]),
});
export type RemoteVersionHealth = Static<typeof RemoteVersionHealth>;
export const AutoRollbackRecord = Type.Object({
  version: Type.String(),
  ratio: Type.Number(),
  threshold: Type.Number(),
  loads: Type.Integer(),
  failures: Type.Integer(),
  at: Type.String(),
});
/** GET /api/telemetry/remotes: per remote, the stable and canary versions and their health. */
export const RemotesHealth = Type.Object({
  /** REMOTES_AUTO_ROLLBACK, or null when off. */
  autoRollback: Type.Union([
    Type.Object({ ratio: Type.Number(), minLoads: Type.Integer({ minimum: 1 }) }),
    Type.Null(),
  ]),
  remotes: Type.Array(
    Type.Object({
      remote: Type.String(),
      stable: Type.String(),
      canary: Type.Union([Type.Object({ version: Type.String(), percent: Type.Number() }), Type.Null()]),
      lastAutoRollback: Type.Union([AutoRollbackRecord, Type.Null()]),
      versions: Type.Array(RemoteVersionHealth),
    }),
  ),
});
export type RemotesHealth = Static<typeof RemotesHealth>;
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

/** /api/trollbox/messages (GET list, POST new; live at /api/stream channel `trollbox`). */
export const TrollboxMessage = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  author: Type.String(),
  text: Type.String(),
  createdAt: UnixTime,
});
export type TrollboxMessage = Static<typeof TrollboxMessage>;
/** Latest `limit` messages (oldest first, newest last); `before` = the smallest id already shown (older page). */
export const TrollboxMessagesQuery = Type.Object(
  {
    limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.trollbox)),
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);
export type TrollboxMessagesQuery = Static<typeof TrollboxMessagesQuery>;
export const TrollboxMessageList = Type.Array(TrollboxMessage);
/** Limits after trimming: author 1–24, text 1–280 characters, no control characters (checked by the server). */
export const TROLLBOX_AUTHOR_MAX = 24;
export const TROLLBOX_TEXT_MAX = 280;
export const TrollboxPostBody = Type.Object(
  {
    author: Type.String({ minLength: 1, maxLength: 64, description: '1–24 characters after trimming' }),
    text: Type.String({ minLength: 1, maxLength: 1000, description: '1–280 characters after trimming' }),
  },
  { additionalProperties: false },
);
export type TrollboxPostBody = Static<typeof TrollboxPostBody>;
export const TrollboxMessageParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,12}$' }) },
  { additionalProperties: false },
);

/** GET /api/stream (Server-Sent Events): one connection per tab, multiplexing these channels. */
export const STREAM_CHANNELS = ['trollbox', 'blocks', 'transactions', 'settings'] as const;
export type StreamChannel = (typeof STREAM_CHANNELS)[number];
export const StreamQuery = Type.Object(
  {
    channels: Type.String({
      pattern: '^(trollbox|blocks|transactions|settings)(,(trollbox|blocks|transactions|settings)){0,3}$',
      description: 'comma-separated channels: trollbox, blocks, transactions, settings',
    }),
    /** Same as the Last-Event-ID header, for a page that reopens its EventSource itself. */
    lastEventId: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type StreamQuery = Static<typeof StreamQuery>;
/**
 * Event data by channel: `blocks` = the new BlockSummary[] (newest first), `transactions` = their
 * non-vote TransactionSummary[] (newest first), `trollbox` = TrollboxEvent, `settings` = Setting.
 * A `resync` event (no channel) means missed events could not be replayed: refetch what is shown.
 */
export type TrollboxEvent = { type: 'message'; message: TrollboxMessage } | { type: 'deleted'; id: number };

/** POST /api/break/send-transaction. */
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

/**
 * GET /api/proxy-image?url= : an image fetched from a public http(s) URL. `url` is the only
 * parameter; the server caches by (url, 30 s bucket), so clients add no timestamp of their own (an
 * unknown parameter is dropped by validation, not refused).
 */
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
