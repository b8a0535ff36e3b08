import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PagingMode } from 'shared-api/listPosition';
import { renderWithProviders } from '../testing/render';
import { useCursorPages } from './useCursorPages';

/** A list whose page n answers with the cursor 'c<n+1>' of the next one. */
function List({ mode }: { mode?: PagingMode }) {
  const pages = useCursorPages(mode);
  return (
    <div>
      <p>
        page {pages.page}, cursor {pages.cursor ?? 'none'}, request {JSON.stringify(pages.request)}
      </p>
      <button type="button" onClick={() => pages.keep(`c${pages.page + 1}`)}>
        answer
      </button>
      <button type="button" onClick={() => pages.next(`c${pages.page + 1}`)}>
        next
      </button>
      <button type="button" onClick={pages.prev}>
        prev
      </button>
      <button type="button" onClick={pages.reset}>
        first
      </button>
      {[1, 2, 4, 5, 9].map((n) => (
        <button key={n} type="button" onClick={() => pages.goTo(n)}>
          {`go ${n}`}
        </button>
      ))}
    </div>
  );
}

const shown = () => screen.getByText(/^page /).textContent?.replace(/, request .*$/, '');
const request = () => screen.getByText(/^page /).textContent?.replace(/^.*, request /, '');
const where = () => screen.getByTestId('location').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('a list reached by cursor', () => {
  test('next opens the following page by its cursor, kept in the URL; previous steps back through the cursors seen', async () => {
    renderWithProviders(<List />, { url: '/list?sort=new' });
    expect(shown()).toBe('page 1, cursor none');
    click('next');
    await waitFor(() => expect(shown()).toBe('page 2, cursor c2'));
    expect(request()).toBe('{"cursor":"c2"}');
    click('next');
    await waitFor(() => expect(shown()).toBe('page 3, cursor c3'));
    expect(where()).toMatch(/^\/list\?sort=new&.*page=3/);
    click('prev');
    await waitFor(() => expect(shown()).toBe('page 2, cursor c2'));
    click('first');
    await waitFor(() => expect(shown()).toBe('page 1, cursor none'));
    expect(where()).toBe('/list?sort=new');
  });

  test('a pasted link opens its page; previous from it, with no cursor of the page before, goes to the first page', async () => {
    renderWithProviders(<List />, { url: '/list?page=5&before=c5' });
    expect(shown()).toBe('page 5, cursor c5');
    click('prev');
    await waitFor(() => expect(shown()).toBe('page 1, cursor none'));
  });

  test('a jump reaches only a page whose cursor this visit saw', async () => {
    renderWithProviders(<List />, { url: '/list' });
    click('next');
    click('next');
    await waitFor(() => expect(shown()).toBe('page 3, cursor c3'));
    click('go 9');
    click('go 2');
    await waitFor(() => expect(shown()).toBe('page 2, cursor c2'));
    expect(where()).toBe('/list?page=2&before=c2');
  });
});

describe('a list also served by number', () => {
  test('the URL names the page alone; a page is asked for by the cursor kept for it, else by its number', async () => {
    renderWithProviders(<List mode="number" />, { url: '/list?tab=t' });
    expect(request()).toBe('{}');
    click('next');
    await waitFor(() => expect(request()).toBe('{"cursor":"c2"}'));
    expect(where()).toBe('/list?tab=t&page=2');
    click('go 4');
    await waitFor(() => expect(shown()).toBe('page 4, cursor none'));
    expect(request()).toBe('{"page":4}');
    // page 4's answer names page 5's cursor: the jump there uses it
    click('answer');
    click('go 5');
    await waitFor(() => expect(request()).toBe('{"cursor":"c5"}'));
    click('prev');
    await waitFor(() => expect(request()).toBe('{"page":4}'));
    click('go 1');
    await waitFor(() => expect(request()).toBe('{}'));
    expect(where()).toBe('/list?tab=t');
  });

  test('a pasted link to a page opens it by its number', () => {
    renderWithProviders(<List mode="number" />, { url: '/list?page=7' });
    expect(request()).toBe('{"page":7}');
  });
});
