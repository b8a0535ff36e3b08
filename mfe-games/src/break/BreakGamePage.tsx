// /break-gorbagana: send as many real transactions as you can in 15 seconds.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { Badge, Card, Page, PageTitle, TitledCard } from 'shared-ui';
import { EntityLink } from 'shared-ui/entities';
import { api } from 'shared-api';
import { useBreakStats } from './queries';
import {
  CONNECT_MS,
  canSend,
  congratulate,
  endMessage,
  gameAnnouncement,
  gameReducer,
  initialGame,
  shareUrl,
  successRate,
  timeLeft,
  yourTps,
  type GameState,
  type Tile,
} from './game';
import * as apiPaths from 'shared-api/paths';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.lg};
    padding: 12px 16px;
  }
  dt {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 26px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Big = styled.button`
  width: 100%;
  padding: 22px 16px;
  font-size: 22px;
  font-weight: 800;
  letter-spacing: 0.03em;
  border: 0;
  border-radius: ${(p) => p.theme.radius.lg};
  cursor: pointer;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.text};
    outline-offset: 2px;
  }
`;

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

/** Off screen, read by screen readers: the countdown at 15/10/5 s and the results (not every tick). */
const Announcer = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Tiles = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
`;

const TileItem = styled.li<{ $status: Tile['status'] }>`
  border-radius: ${(p) => p.theme.radius.md};
  padding: 8px 10px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 13px;
  border: 1px solid
    ${(p) =>
      p.$status === 'confirmed'
        ? p.theme.colors.success
        : p.$status === 'failed'
          ? p.theme.colors.danger
          : p.theme.colors.yellow};
  background: ${(p) =>
    p.$status === 'confirmed'
      ? p.theme.colors.success
      : p.$status === 'failed'
        ? p.theme.colors.danger
        : p.theme.colors.yellow}22;
  animation: ${(p) => (p.$status === 'pending' ? pulse : 'none')} 1s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  span {
    display: block;
    font-family: ${(p) => p.theme.font.body};
    font-weight: 600;
  }
  a {
    color: ${(p) => p.theme.colors.text};
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a,
  button {
    flex: 1 1 200px;
    text-align: center;
    padding: 14px;
    font-weight: 800;
    border-radius: ${(p) => p.theme.radius.md};
    border: 1px solid ${(p) => p.theme.colors.controlBorder};
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    cursor: pointer;
    font-size: 16px;
  }
`;

const Congrats = styled.p`
  margin: 12px 0;
  padding: 12px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.colors.success};
  font-weight: 700;
`;

function tileText(t: Tile): string {
  if (t.status === 'pending') return 'Pending';
  if (t.status === 'failed') return 'Failed';
  return `${t.processingTime ?? 0}ms`;
}

function StatTiles({ s }: { s: GameState }) {
  return (
    <Stats>
      <div>
        <dt>Time Left</dt>
        <dd>{timeLeft(s)}s</dd>
      </div>
      <div>
        <dt>Total Sent</dt>
        <dd>{s.sent}</dd>
      </div>
      <div>
        <dt>Confirmed</dt>
        <dd>{s.confirmed}</dd>
      </div>
      <div>
        <dt>Failed</dt>
        <dd>{s.failed}</dd>
      </div>
      <div>
        <dt>Your TPS</dt>
        <dd>{yourTps(s).toFixed(1)}</dd>
      </div>
    </Stats>
  );
}

function EndScreen({ s, networkTps, onAgain }: { s: GameState; networkTps: number; onAgain: () => void }) {
  const tps = yourTps(s);
  const page = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <TitledCard title="Game Complete!">
      <p>{endMessage(tps, networkTps, s.sent)}</p>
      <p>
        Total Sent <strong>{s.sent}</strong> · Confirmed <strong>{s.confirmed}</strong> · Failed{' '}
        <strong>{s.failed}</strong> · Your TPS <strong>{tps.toFixed(1)}</strong> · Success Rate{' '}
        <strong>{successRate(s).toFixed(1)}%</strong>
      </p>
      {congratulate(tps, networkTps, s.sent) && (
        <Congrats role="status">
          Congratulations! You reached {tps.toFixed(1)} TPS against the network&apos;s {networkTps.toFixed(1)}
          .
        </Congrats>
      )}
      <Actions>
        <a href={shareUrl(tps, page)} target="_blank" rel="noopener noreferrer">
          SHARE ON X
        </a>
        <button type="button" onClick={onAgain}>
          TRY AGAIN
        </button>
      </Actions>
    </TitledCard>
  );
}

export default function BreakGamePage() {
  const [state, dispatch] = useReducer(gameReducer, initialGame);
  // Mirror for event handlers: a second key press in the same tick sees the send already in flight.
  const ref = useRef(state);
  ref.current = state;
  const stats = useBreakStats();
  const networkTps = stats.data?.networkTPS ?? 0;
  useEffect(() => {
    if (stats.error) console.warn('break stats failed', stats.error);
  }, [stats.error]);

  useEffect(() => {
    if (state.phase !== 'connecting') return;
    const t = setTimeout(() => dispatch({ type: 'connected', now: Date.now() }), CONNECT_MS);
    return () => clearTimeout(t);
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== 'running') return;
    const t = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 100);
    return () => clearInterval(t);
  }, [state.phase]);

  const send = useCallback(() => {
    const s = ref.current;
    if (!canSend(s) || s.startedAt === null) return;
    const id = s.nextTileId;
    const action = { type: 'sendStarted', now: Date.now() } as const;
    ref.current = gameReducer(s, action);
    dispatch(action);
    api.send(apiPaths.breakSend, { body: { gameId: String(s.startedAt) } }).then(
      (result) => dispatch({ type: 'sendDone', id, result }),
      (e: unknown) => {
        // A failed send is only logged and counts as Failed.
        console.warn('break send failed', e);
        dispatch({ type: 'sendDone', id, result: null });
      },
    );
  }, []);

  useEffect(() => {
    if (state.phase !== 'running') return;
    const onKey = (e: KeyboardEvent) => {
      // Tab keeps moving focus (never trapped); modifier keys alone and auto-repeat do not count.
      if (e.key === 'Tab' || e.repeat || ['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return;
      // Space/Enter on a focused button would also click it: one send per press.
      if (e.key === ' ' || e.key === 'Enter') e.preventDefault();
      send();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.phase, send]);

  return (
    <Page>
      <div>
        <PageTitle>Break Gorbagana</PageTitle>
        <Badge $tone="green" aria-live="off">
          Network TPS: {stats.data ? networkTps.toFixed(1) : '…'}
        </Badge>
      </div>
      <StatTiles s={state} />
      <Announcer aria-live="polite" role="status">
        {gameAnnouncement(state, networkTps)}
      </Announcer>
      {state.phase === 'finished' ? (
        <EndScreen s={state} networkTps={networkTps} onAgain={() => dispatch({ type: 'reset' })} />
      ) : state.phase === 'running' ? (
        <Big type="button" onClick={send}>
          SEND TRANSACTION ({state.sent})
        </Big>
      ) : (
        <Big
          type="button"
          disabled={state.phase === 'connecting'}
          onClick={() => dispatch({ type: 'start' })}
        >
          {state.phase === 'connecting' ? 'CONNECTING TO NETWORK...' : 'START GAME'}
        </Big>
      )}
      {state.phase === 'running' && (
        <p>Press any key or click the button to send a transaction. Each one is real and lands on chain.</p>
      )}
      {(state.phase === 'running' || state.phase === 'finished') && (
        <TitledCard title="Recent Transactions">
          {state.tiles.length === 0 ? (
            <p>No transactions yet.</p>
          ) : (
            <Tiles aria-label="Recent transactions">
              {state.tiles.map((t) => (
                <TileItem key={t.id} $status={t.status} data-status={t.status}>
                  {t.signature ? (
                    // While the game runs the transaction opens in a new tab, so the run goes on.
                    <EntityLink
                      entity="transaction"
                      value={t.signature}
                      title={t.signature}
                      {...(state.phase === 'running'
                        ? {
                            target: '_blank',
                            rel: 'noopener',
                            'aria-label': `Transaction ${t.signature.slice(0, 8)} (opens in a new tab)`,
                          }
                        : {})}
                    >
                      {t.signature.slice(0, 8)}
                    </EntityLink>
                  ) : (
                    '········'
                  )}
                  <span>{tileText(t)}</span>
                </TileItem>
              ))}
            </Tiles>
          )}
        </TitledCard>
      )}
      <Card>
        <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>About Break Gorbagana</h2>
        <p style={{ margin: 0 }}>
          A 15-second stress test of the Gorbagana testnet. Every press sends a real memo transaction from the
          explorer&apos;s game wallet and waits for the network to confirm it; the tiles show how long each
          confirmation took. Your TPS is compared with the network&apos;s live TPS at the end.
        </p>
      </Card>
    </Page>
  );
}
