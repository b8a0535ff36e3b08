import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeModeProvider } from 'shared-ui';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_MS, Tooltip } from './Tooltip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  render(
    <ThemeModeProvider initialMode="dark">
      <Tooltip content="first tip">
        <button>one</button>
      </Tooltip>
      <Tooltip content="second tip">
        <button>two</button>
      </Tooltip>
    </ThemeModeProvider>,
  );
}

test('opens after 700 ms, and at once within the 300 ms skip window', () => {
  expect(TOOLTIP_DELAY_MS).toBe(700);
  expect(TOOLTIP_SKIP_MS).toBe(300);
  setup();
  fireEvent.mouseEnter(screen.getByText('one'));
  act(() => jest.advanceTimersByTime(699));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('tooltip')).toHaveTextContent('first tip');
  fireEvent.mouseLeave(screen.getByText('one'));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  // moving to the next tooltip right away skips the delay
  fireEvent.mouseEnter(screen.getByText('two'));
  act(() => jest.advanceTimersByTime(0));
  expect(screen.getByRole('tooltip')).toHaveTextContent('second tip');
});

test('keyboard focus opens it too', () => {
  setup();
  act(() => jest.advanceTimersByTime(1000));
  fireEvent.focus(screen.getByText('two'));
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  expect(screen.getByRole('tooltip')).toHaveTextContent('second tip');
  fireEvent.blur(screen.getByText('two'));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
