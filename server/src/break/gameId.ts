/** A Break game lasts 15 s; its id is its start time (ms) on the visitor's clock. */
export const GAME_MS = 15_000;
/** A game id (its start time) older than this is refused: the game has ended (15 s plus slack). */
const GAME_ID_MAX_AGE_MS = 20_000;
/** Clock difference tolerated between a visitor's game id and the server. */
const GAME_ID_FUTURE_SKEW_MS = 2_000;

/** Whether a game id can belong to a game running now. */
export function checkGameId(gameId: number, now: number): { ok: true } | { ok: false; message: string } {
  if (gameId > now + GAME_ID_FUTURE_SKEW_MS)
    return { ok: false, message: 'Invalid gameId: the game starts in the future' };
  if (gameId < now - GAME_ID_MAX_AGE_MS)
    return { ok: false, message: 'Invalid gameId: the game is over (older than 20 s)' };
  return { ok: true };
}
