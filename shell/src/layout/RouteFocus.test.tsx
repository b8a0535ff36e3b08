import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from 'shared-ui';
import { remoteLoader } from '../remotes/loader';
import { inlineRegistry } from '../test/publishedPages';
import { HEADING_WAIT_MS, MAIN_ID, RouteFocus, SkipLink } from './RouteFocus';

// The titles are those the published versions declare.
beforeAll(async () => {
  inlineRegistry();
  await remoteLoader.chooseAll();
});

// A page whose heading appears only after its data (or its remote) has arrived.
function Slow() {
  const [ready, setReady] = useState(false);
  return ready ? <h1>Block 17</h1> : <button onClick={() => setReady(true)}>load</button>;
}

// A page whose loading state has its own h1, replaced by the loaded page's (another element).
function Settling() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <section>
      <h1>Transaction Details</h1>
    </section>
  ) : (
    <div>
      <h1>Loading transaction</h1>
      <button onClick={() => setReady(true)}>arrive</button>
    </div>
  );
}

function ui(start = '/') {
  return (
    <ThemeProvider theme={darkTheme}>
      <MemoryRouter initialEntries={[start]}>
        <SkipLink />
        <RouteFocus />
        <nav>
          <Link to="/validators">Validators</Link>
          <Link to="/block/17">Block</Link>
          <Link to="/nowhere">Nowhere</Link>
          <Link to="/empty">Empty</Link>
          <Link to="/tx/abc">Tx</Link>
        </nav>
        <main id={MAIN_ID}>
          <Routes>
            <Route path="/" element={<h1>Explore Gorbagana</h1>} />
            <Route path="/validators" element={<h1>Validators</h1>} />
            <Route path="/block/:height" element={<Slow />} />
            <Route path="/empty" element={<p>no heading</p>} />
            <Route path="/tx/:sig" element={<Settling />} />
            <Route path="*" element={<h1>Page Not Found</h1>} />
          </Routes>
        </main>
      </MemoryRouter>
    </ThemeProvider>
  );
}

afterEach(() => jest.useRealTimers());

test('the first load leaves focus alone; a route change focuses the new h1 and sets the title', () => {
  render(ui());
  expect(document.activeElement).toBe(document.body);
  expect(document.title).toBe('Explore Gorbagana | Gorbagana Explorer');
  const link = screen.getByRole('link', { name: 'Validators' });
  link.focus();
  fireEvent.click(link);
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Validators' }));
  expect(document.title).toBe('Validators | Gorbagana Explorer');
  fireEvent.click(screen.getByRole('link', { name: 'Nowhere' }));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page Not Found' }));
  expect(document.title).toBe('Page Not Found | Gorbagana Explorer');
});

test('waits for a heading that arrives later', async () => {
  render(ui());
  fireEvent.click(screen.getByRole('link', { name: 'Block' }));
  expect(document.title).toBe('Block Details | Gorbagana Explorer');
  // the data arrives by script; focus is still on the link that was followed
  await act(async () => {
    screen.getByRole('button', { name: 'load' }).click();
  });
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Block 17' }));
});

test('a heading replaced while the page settles gets focus again; a visitor who moved on is left alone', async () => {
  render(ui());
  fireEvent.click(screen.getByRole('link', { name: 'Tx' }));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Loading transaction' }));
  await act(async () => {
    screen.getByRole('button', { name: 'arrive' }).click();
  });
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Transaction Details' }));

  fireEvent.click(screen.getByRole('link', { name: 'Block' }));
  const validators = screen.getByRole('link', { name: 'Validators' });
  validators.focus();
  await act(async () => {
    screen.getByRole('button', { name: 'load' }).click();
  });
  expect(document.activeElement).toBe(validators);
});

test('a page without an h1 gets focus on main after the wait', () => {
  jest.useFakeTimers();
  render(ui());
  fireEvent.click(screen.getByRole('link', { name: 'Empty' }));
  expect(document.activeElement).not.toBe(screen.getByRole('main'));
  act(() => {
    jest.advanceTimersByTime(HEADING_WAIT_MS);
  });
  expect(document.activeElement).toBe(screen.getByRole('main'));
});

test('the skip link is the first focusable element and moves focus into main', () => {
  render(ui());
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  const focusables = document.querySelectorAll('a[href], button');
  expect(focusables[0]).toBe(skip);
  Element.prototype.scrollIntoView = jest.fn();
  fireEvent.click(skip);
  expect(document.activeElement).toBe(screen.getByRole('main'));
});
