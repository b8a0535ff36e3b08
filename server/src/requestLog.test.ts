import { logsRequests } from './requestLog';

test('per-request logs are off by default and at info', () => {
  expect(logsRequests(undefined, {})).toBe(false);
  expect(logsRequests('info', {})).toBe(false);
  expect(logsRequests('warn', {})).toBe(false);
});

test('LOG_LEVEL=debug or trace turns them on', () => {
  expect(logsRequests('debug', {})).toBe(true);
  expect(logsRequests('trace', {})).toBe(true);
});

test('ACCESS_LOG switches them on or off whatever the level', () => {
  expect(logsRequests('info', { ACCESS_LOG: 'on' })).toBe(true);
  expect(logsRequests('info', { ACCESS_LOG: '1' })).toBe(true);
  expect(logsRequests('debug', { ACCESS_LOG: 'off' })).toBe(false);
  expect(logsRequests('info', { ACCESS_LOG: 'maybe' })).toBe(false);
});
