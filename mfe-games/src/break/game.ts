// The Break game's state machine as a pure reducer:
// idle → connecting (1 s) → running (15 s) → finished; TRY AGAIN → idle.
import type { BreakSendResult } from 'shared-api';

export const GAME_SECONDS = 15;
export const CONNECT_MS = 1000;
export const MAX_TILES = 10;
export const STATS_POLL_MS = 3000;

export type Phase = 'idle' | 'connecting' | 'running' | 'finished';

export interface Tile {
  id: number;
  signature: string | null;
  status: 'pending' | 'confirmed' | 'failed';
  processingTime: number | null;
  timestamp: number;
}

export interface GameState {
  phase: Phase;
  /** Start of the running phase (ms): sent to the server as the game id. */
  startedAt: number | null;
  now: number;
  sent: number;
  confirmed: number;
  failed: number;
  inFlight: boolean;
  tiles: Tile[];
  nextTileId: number;
}

export type GameAction =
  | { type: 'start' }
  | { type: 'connected'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'sendStarted'; now: number }
  | { type: 'sendDone'; id: number; result: BreakSendResult | null }
  | { type: 'reset' };

export const initialGame: GameState = {
  phase: 'idle',
  startedAt: null,
  now: 0,
  sent: 0,
  confirmed: 0,
  failed: 0,
  inFlight: false,
  tiles: [],
  nextTileId: 1,
};

/** A send may start only while running and when none is in flight. */
export function canSend(s: GameState): boolean {
  return s.phase === 'running' && !s.inFlight;
}

export function gameReducer(s: GameState, a: GameAction): GameState {
  switch (a.type) {
    case 'start':
      return s.phase === 'idle' ? { ...initialGame, phase: 'connecting', nextTileId: s.nextTileId } : s;
    case 'connected':
      // Counters reset when play begins.
      return s.phase === 'connecting'
        ? { ...initialGame, phase: 'running', startedAt: a.now, now: a.now, nextTileId: s.nextTileId }
        : s;
    case 'tick': {
      if (s.phase !== 'running' || s.startedAt === null) return s;
      const end = s.startedAt + GAME_SECONDS * 1000;
      return a.now >= end ? { ...s, now: end, phase: 'finished' } : { ...s, now: a.now };
    }
    case 'sendStarted': {
      if (!canSend(s)) return s;
      const tile: Tile = {
        id: s.nextTileId,
        signature: null,
        status: 'pending',
        processingTime: null,
        timestamp: a.now,
      };
      return {
        ...s,
        sent: s.sent + 1,
        inFlight: true,
        nextTileId: s.nextTileId + 1,
        tiles: [tile, ...s.tiles].slice(0, MAX_TILES),
      };
    }
    case 'sendDone': {
      if (s.phase === 'idle' || s.phase === 'connecting') return s;
      const ok = a.result?.success === true;
      return {
        ...s,
        inFlight: false,
        confirmed: s.confirmed + (ok ? 1 : 0),
        failed: s.failed + (ok ? 0 : 1),
        tiles: s.tiles.map((t) =>
          t.id === a.id
            ? {
                ...t,
                signature: a.result?.signature ?? null,
                status: ok ? 'confirmed' : 'failed',
                processingTime: a.result ? Math.round(a.result.processingTime) : null,
              }
            : t,
        ),
      };
    }
    case 'reset':
      return { ...initialGame, nextTileId: s.nextTileId };
  }
}

/** Seconds left, counted down in whole seconds. */
export function timeLeft(s: GameState): number {
  if (s.phase === 'finished') return 0;
  if (s.phase !== 'running' || s.startedAt === null) return GAME_SECONDS;
  return Math.max(0, Math.ceil((s.startedAt + GAME_SECONDS * 1000 - s.now) / 1000));
}

/** Your TPS: sent ÷ elapsed seconds, rounded to one decimal (0 before any time has passed). */
export function yourTps(s: GameState): number {
  if (s.startedAt === null) return 0;
  const elapsed = Math.min(GAME_SECONDS, (s.now - s.startedAt) / 1000);
  return elapsed > 0 ? Math.round((s.sent / elapsed) * 10) / 10 : 0;
}

/** Confirmed ÷ sent as a percentage, 0 when nothing was sent. */
export function successRate(s: Pick<GameState, 'sent' | 'confirmed'>): number {
  return s.sent > 0 ? (s.confirmed / s.sent) * 100 : 0;
}

/** The end screen's message by Your TPS against the network's (80 / 50 / 20 %). */
export function endMessage(tps: number, networkTps: number, sent: number): string {
  if (sent > 0) {
    if (tps >= networkTps * 0.8) return "Incredible! You're pushing Gorbagana to its limits!";
    if (tps >= networkTps * 0.5) return "Great performance! You're really testing the network!";
    if (tps >= networkTps * 0.2) return 'Good effort! Keep pushing those transactions!';
    return 'Nice start! Try mashing your keyboard faster!';
  }
  return 'Ready to break some limits?';
}

/** The congratulation box: at 50 % of the network's TPS or more. */
export function congratulate(tps: number, networkTps: number, sent: number): boolean {
  return sent > 0 && tps >= networkTps * 0.5;
}

/** Tweet-intent link carrying the score, the page URL, a hashtag and the account mention. */
export function shareUrl(tps: number, pageUrl: string): string {
  const text = `I just hit a high score of ${tps.toFixed(1)} TPS breaking Gorbagana! Can you beat it? ${pageUrl} #BreakGorbagana @Gorbagana_chain`;
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`;
}

/** Seconds left at which the countdown is spoken; every other tick stays silent. */
const SPOKEN_SECONDS = new Set([GAME_SECONDS, 10, 5]);

/**
 * What a screen reader hears through the page's polite live region: the phase changes, the countdown
 * only at 15, 10 and 5 seconds (never every tick), and the results once the game ends.
 */
export function gameAnnouncement(s: GameState, networkTps: number): string {
  switch (s.phase) {
    case 'connecting':
      return 'Connecting to network';
    case 'running': {
      const left = timeLeft(s);
      const spoken = [...SPOKEN_SECONDS].filter((n) => n >= left).sort((a, b) => a - b)[0];
      return spoken === GAME_SECONDS ? `Game started: ${GAME_SECONDS} seconds` : `${spoken} seconds left`;
    }
    case 'finished': {
      const tps = yourTps(s);
      return (
        `Game complete. ${endMessage(tps, networkTps, s.sent)} Sent ${s.sent}, confirmed ${s.confirmed}, ` +
        `failed ${s.failed}, your TPS ${tps.toFixed(1)}.`
      );
    }
    default:
      return '';
  }
}
