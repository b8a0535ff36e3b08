import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '../theme/theme';
import { ToastProvider, Toaster, useToast } from './Toast';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastItem } from './toastStore';

const item = (id: string): ToastItem => ({ id, open: true, title: id });

describe('toast rules (pure)', () => {
  test('a new toast replaces the older one (at most one)', () => {
    let s = toastReducer([], { type: 'add', toast: item('a') });
    s = toastReducer(s, { type: 'add', toast: item('b') });
    expect(s.map((t) => t.id)).toEqual(['b']);
  });
  test('dismiss closes, remove deletes', () => {
    let s = toastReducer([], { type: 'add', toast: item('a') });
    s = toastReducer(s, { type: 'dismiss', id: 'a' });
    expect(s).toEqual([{ ...item('a'), open: false }]);
    s = toastReducer(s, { type: 'remove', id: 'a' });
    expect(s).toEqual([]);
  });
  test('shown 5 s, removed 1,000,000 ms after dismissal', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});

describe('toast API', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function Fire() {
    const { toast } = useToast();
    return (
      <>
        <button onClick={() => toast({ title: 'First', description: 'one' })}>one</button>
        <button
          onClick={() =>
            toast({
              title: 'Search Error',
              description: 'Please enter a search query',
              variant: 'destructive',
            })
          }
        >
          two
        </button>
      </>
    );
  }
  const ui = (
    <ThemeProvider theme={darkTheme}>
      <ToastProvider>
        <Fire />
        <Toaster />
      </ToastProvider>
    </ThemeProvider>
  );

  test('shows one toast at a time and hides it after 5000 ms', () => {
    render(ui);
    act(() => screen.getByText('one').click());
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => screen.getByText('two').click());
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Please enter a search query')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(screen.getByText('Search Error')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByText('Search Error')).toBeNull();
  });

  test('useToast outside the provider throws', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Fire />)).toThrow('useToast must be used within a ToastProvider');
    spy.mockRestore();
  });
});
