/**
 * The trollbox: messages (latest 50, older pages by cursor), posting with per-client limits, the
 * admin's switch and deletions (bearer ADMIN_TOKEN). New and deleted messages and setting changes are
 * pushed on the stream's `trollbox` and `settings` channels.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes, TROLLBOX_PAGE_SIZE, type TrollboxEvent, type TrollboxMessage } from 'shared-api/contract';
import { slidingWindow } from '../limits/rules';
import { LimitContended, type SharedLimits } from '../limits/shared';
import type { ApiContext } from '../api/context';
import { defineRoute } from '../api/define';
import { HttpError, notFound } from '../api/errors';
import type { StreamService } from '../stream/service';
import { isAdmin } from './admin';
import { checkPost } from './rules';

export interface TrollboxOptions {
  adminToken?: string;
  /** Per client: one message per `minIntervalMs` (default 2 s) and `perWindow` per `windowMs` (30 / 10 min). */
  minIntervalMs?: number;
  perWindow?: number;
  windowMs?: number;
}

interface Row {
  id: number;
  created_at: number;
  author: string;
  text: string;
}

const toMessage = (r: Row): TrollboxMessage => ({
  id: Number(r.id),
  author: r.author,
  text: r.text,
  createdAt: Number(r.created_at),
});

export async function trollboxRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  stream: StreamService,
  limits: SharedLimits,
  opts: TrollboxOptions,
): Promise<void> {
  const { db } = ctx;
  // Shared with the other API processes on this database, so a client cannot spread its posts.
  const burst = slidingWindow(1, opts.minIntervalMs ?? 2000);
  const sustained = slidingWindow(opts.perWindow ?? 30, opts.windowMs ?? 600_000);

  /** Refuses a request without the admin token: 401 JSON, nothing changed. */
  function requireAdmin(req: FastifyRequest): void {
    if (!isAdmin(req.headers.authorization, opts.adminToken))
      throw new HttpError(401, 'Admin token required: send Authorization: Bearer <ADMIN_TOKEN>');
  }

  async function setting(key: string): Promise<'true' | 'false'> {
    const r = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    // A setting never written (or anything but 'false') means enabled.
    return r?.value === 'false' ? 'false' : 'true';
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
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    req.log.info({ key, value }, 'setting changed by admin');
    await stream.publish('settings', { key, value });
    return { success: true, key, value };
  });

  defineRoute(
    app,
    apiRoutes.trollboxMessages,
    async (req) => {
      let q = db
        .selectFrom('trollbox_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(req.query.limit ?? TROLLBOX_PAGE_SIZE);
      if (req.query.before !== undefined) q = q.where('id', '<', req.query.before);
      const rows = (await q.execute()) as Row[];
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
    const row = await db
      .insertInto('trollbox_messages')
      .values({ created_at: created, author: post.author, text: post.text })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = toMessage({
      id: Number(row.id),
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
    const r = await db.deleteFrom('trollbox_messages').where('id', '=', id).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw notFound('Message Not Found');
    req.log.info({ id }, 'trollbox message deleted by admin');
    const event: TrollboxEvent = { type: 'deleted', id };
    await stream.publish('trollbox', event);
    return { ok: true };
  });
}
