// Catch-up progress reaches the operator from an indexer on a worker thread: the steps cross as
// messages and the drawing side logs slots, rate and time left every 10 s when it has no terminal.
import { applyProgress, forwardProgress, Progress, type ProgressEvent } from './progress';

test('steps sent by the worker are drawn by the thread that owns the output', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  try {
    const lines: string[] = [];
    const drawer = new Progress(true, (l) => lines.push(l), false);
    const sent: ProgressEvent[] = [];
    const worker = forwardProgress((e) => sent.push(structuredClone(e)));
    worker.begin(100, 1100);
    jest.advanceTimersByTime(11_000);
    worker.advance(599, 1100, 5000);
    worker.caughtUp(1100, 1100);
    worker.stop();
    for (const e of sent) applyProgress(drawer, e);
    expect(sent.map((e) => e.step)).toEqual(['begin', 'advance', 'caughtUp', 'stop']);
    expect(lines[0]).toMatch(
      /indexed slot 599, tip 1100, lag 501 slots, \d+ tx\/s since start, about \d+ s left/,
    );
    expect(lines[1]).toMatch(/caught up with the tip at slot 1100/);
  } finally {
    jest.useRealTimers();
  }
});

test('no progress output when progress is off', () => {
  const lines: string[] = [];
  const p = new Progress(false, (l) => lines.push(l), false);
  p.begin(0, 1000);
  p.advance(500, 1000, 100);
  p.caughtUp(1000, 1000);
  expect(lines).toEqual([]);
});
