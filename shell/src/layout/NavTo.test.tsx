import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NavTo, SAME_PATH_SCROLL_DELAY_MS } from './NavTo';
import { ScrollToTop } from './ScrollToTop';

import { remoteLoader } from '../remotes/loader';
import { inlineRegistry } from '../test/publishedPages';

beforeAll(async () => {
  inlineRegistry();
  await remoteLoader.chooseAll();
});

let scrollTo: jest.Mock;
beforeEach(() => {
  jest.spyOn(remoteLoader, 'prefetch').mockImplementation(() => undefined);
  jest.useFakeTimers();
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => jest.useRealTimers());

function ui(start: string) {
  return (
    <MemoryRouter initialEntries={[start]}>
      <ScrollToTop />
      <NavTo to="/validators">Validators</NavTo>
      <NavTo to="/tokens">Tokens</NavTo>
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>
  );
}

test('navigating to another path scrolls to the top smoothly', () => {
  render(ui('/bridge'));
  scrollTo.mockClear();
  fireEvent.click(screen.getByText('Tokens'));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

test('clicking a link to the current path scrolls after a short delay', () => {
  render(ui('/validators'));
  scrollTo.mockClear();
  fireEvent.click(screen.getByText('Validators'));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(SAME_PATH_SCROLL_DELAY_MS));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

test('hovering a link prefetches the remote that owns its route', () => {
  render(ui('/bridge'));
  fireEvent.mouseEnter(screen.getByText('Tokens'));
  expect(remoteLoader.prefetch).toHaveBeenCalledWith('mfe_tokens');
});
