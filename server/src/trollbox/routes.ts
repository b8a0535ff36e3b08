/**
 * The trollbox: messages (latest 50, older pages by cursor), posting with per-client limits, the
 * admin's switch and deletions (bearer ADMIN_TOKEN). New and deleted messages and setting changes are
 * pushed on the stream's `trollbox` and `settings` channels.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiRoutes, PAGE_LIMITS, type TrollboxEvent, type TrollboxMessage } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { slidingWindow } from '../limits/rules';
import { LimitContended, type SharedLimits } from '../limits/shared';
import { defineRoute } from '../http/define';
import { HttpError, notFound } from '../http/errors';
import { limitOf } from '../http/page';
import { isAdmin } from './admin';
import {
  deleteMessage,
  insertMessage,
  latestMessages,
  settingValue,
  writeSetting,
  type MessageRow as Row,
} from './repository';
import { checkPost } from './rules';

export interface TrollboxOptions {
  adminToken?: string;
  /** Per client: one message per `minIntervalMs` (default 2 s) and `perWindow` per `windowMs` (30 / 10 min). */
  minIntervalMs?: number;
  perWindow?: number;
  windowMs?: number;
}

export interface TrollboxPluginOptions extends TrollboxOptions {
  db: Kysely<Database>;
  /** New and deleted messages and setting changes are published here (the live stream). */
  stream: { publish(channel: 'trollbox' | 'settings', data: unknown): Promise<void> };
  /** Posting limits shared with the other API processes on this database. */
  limits: SharedLimits;
}

const toMessage = (r: Row): TrollboxMessage => ({
  id: Number(r.id),
  author: r.author,
  text: r.text,
  createdAt: Number(r.created_at),
});

export const trollboxPlugin: FastifyPluginAsync<TrollboxPluginOptions> = async (app, opts) => {
  const { db, stream, limits } = opts;
  // Shared with the other API processes on this database, so a client cannot spread its posts.
  const burst = slidingWindow(1, opts.minIntervalMs ?? 2000);
  const sustained = slidingWindow(opts.perWindow ?? 30, opts.windowMs ?? 600_000);

  /** Refuses a request without the admin token: 401 JSON, nothing changed. */
  function requireAdmin(req: FastifyRequest): void {
    if (!isAdmin(req.headers.authorization, opts.adminToken))
      throw new HttpError(401, 'Admin token required: send Authorization: Bearer <ADMIN_TOKEN>');
  }

  async function setting(key: string): Promise<'true' | 'false'> {
    // A setting never written (or anything but 'false') means enabled.
    return (await settingValue(db, key)) === 'false' ? 'false' : 'true';
  }

  defineRoute(
    app,
    apiRoutes.settingGet,
    async (req) => ({
      key: req.params.key,
      value: await setting(req.params.key),
    }),
    { cacheControl: 'no-store' },
  );

  defineRoute(app, apiRoutes.settingPost, async (req) => {
    requireAdmin(req);
    const { key } = req.params;
    const { value } = req.body;
    await writeSetting(db, key, value);
    req.log.info({ key, value }, 'setting changed by admin');
    await stream.publish('settings', { key, value });
    return { success: true, key, value };
  });

  defineRoute(
    app,
    apiRoutes.trollboxMessages,
    async (req) => {
      const rows = await latestMessages(db, limitOf(req.query.limit, PAGE_LIMITS.trollbox), req.query.before);
      // Oldest first: the widget shows the newest at the bottom.
      return rows.reverse().map(toMessage);
    },
    { cacheControl: 'no-store' },
  );

  defineRoute(app, apiRoutes.trollboxPost, async (req, reply: FastifyReply) => {
    const post = checkPost(req.body.author, req.body.text);
    if (!post.ok) throw new HttpError(400, post.message);
    if ((await setting('trollbox_enabled')) === 'false')
      throw new HttpError(403, 'The trollbox is switched off');
    const now = Date.now();
    for (const [scope, rule, message] of [
      ['trollbox_burst', burst, 'Slow down: one message every 2 seconds'],
      ['trollbox_window', sustained, 'Too many messages: at most 30 every 10 minutes'],
    ] as const) {
      const r = await limits.take(scope, req.ip, rule, now).catch((e: unknown) => {
        if (e instanceof LimitContended) throw new HttpError(429, message);
        throw e;
      });
      if (!r.ok) {
        reply.header('retry-after', String(Math.ceil(r.refusal.retryAfterMs / 1000)));
        throw new HttpError(429, message);
      }
    }
    const created = Math.floor(now / 1000);
    const id = await insertMessage(db, { createdAt: created, author: post.author, text: post.text });
    const message = toMessage({
      id,
      created_at: created,
      author: post.author,
      text: post.text,
    });
    const event: TrollboxEvent = { type: 'message', message };
    await stream.publish('trollbox', event);
    return message;
  });

  defineRoute(app, apiRoutes.trollboxDelete, async (req) => {
    requireAdmin(req);
    const id = Number(req.params.id);
    if (!(await deleteMessage(db, id))) throw notFound('Message Not Found');
    req.log.info({ id }, 'trollbox message deleted by admin');
    const event: TrollboxEvent = { type: 'deleted', id };
    await stream.publish('trollbox', event);
    return { ok: true };
  });
};
