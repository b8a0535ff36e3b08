import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { useCursorPages } from './useCursorPages';

/** A list whose page n answers with the cursor 'c<n+1>' of the next one. */
function List() {
  const pages = useCursorPages();
  return (
    <div>
      <p>
        page {pages.page}, cursor {pages.cursor ?? 'none'}
      </p>
      <button type="button" onClick={() => pages.next(`c${pages.page + 1}`)}>
        next
      </button>
      <button type="button" onClick={pages.prev}>
        prev
      </button>
      <button type="button" onClick={pages.reset}>
        first
      </button>
    </div>
  );
}

const shown = () => screen.getByText(/^page /).textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

test('next opens the following page by its cursor, kept in the URL; previous steps back through the cursors seen', async () => {
  renderWithProviders(<List />, { url: '/list?sort=new' });
  expect(shown()).toBe('page 1, cursor none');
  click('next');
  await waitFor(() => expect(shown()).toBe('page 2, cursor c2'));
  click('next');
  await waitFor(() => expect(shown()).toBe('page 3, cursor c3'));
  expect(screen.getByTestId('location').textContent).toMatch(/^\/list\?sort=new&.*page=3/);
  click('prev');
  await waitFor(() => expect(shown()).toBe('page 2, cursor c2'));
  click('first');
  await waitFor(() => expect(shown()).toBe('page 1, cursor none'));
  expect(screen.getByTestId('location').textContent).toBe('/list?sort=new');
});

test('a pasted link opens its page; previous from it, with no cursor of the page before, goes to the first page', async () => {
  renderWithProviders(<List />, { url: '/list?page=5&before=c5' });
  expect(shown()).toBe('page 5, cursor c5');
  click('prev');
  await waitFor(() => expect(shown()).toBe('page 1, cursor none'));
});

/** A list also served by number: page n's answer names the cursor `c<n+1>` of the page after it. */
function NumberedList() {
  const pages = useCursorPages('number');
  const request = JSON.stringify(pages.request);
  return (
    <div>
      <p>
        page {pages.page}, request {request}
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
      {[1, 4, 5].map((n) => (
        <button key={n} type="button" onClick={() => pages.goTo(n)}>
          {`go ${n}`}
        </button>
      ))}
    </div>
  );
}

test('by number: the URL names the page alone; a page is asked for by the cursor kept for it, else by its number', async () => {
  renderWithProviders(<NumberedList />, { url: '/list?tab=t' });
  expect(shown()).toBe('page 1, request {}');
  click('next');
  await waitFor(() => expect(shown()).toBe('page 2, request {"cursor":"c2"}'));
  expect(screen.getByTestId('location').textContent).toBe('/list?tab=t&page=2');
  click('go 4');
  await waitFor(() => expect(shown()).toBe('page 4, request {"page":4}'));
  // page 4's answer names page 5's cursor: the jump there uses it
  click('answer');
  click('go 5');
  await waitFor(() => expect(shown()).toBe('page 5, request {"cursor":"c5"}'));
  click('prev');
  await waitFor(() => expect(shown()).toBe('page 4, request {"page":4}'));
  click('go 1');
  await waitFor(() => expect(shown()).toBe('page 1, request {}'));
  expect(screen.getByTestId('location').textContent).toBe('/list?tab=t');
});

test('by number: a pasted link to a page opens it by its number', () => {
  renderWithProviders(<NumberedList />, { url: '/list?page=7' });
  expect(shown()).toBe('page 7, request {"page":7}');
});

test('by cursor: a jump reaches only a page whose cursor this visit saw', async () => {
  function Jumps() {
    const pages = useCursorPages();
    return (
      <div>
        <p>
          page {pages.page}, cursor {pages.cursor ?? 'none'}
        </p>
        <button type="button" onClick={() => pages.next(`c${pages.page + 1}`)}>
          next
        </button>
        <button type="button" onClick={() => pages.goTo(2)}>
          go 2
        </button>
        <button type="button" onClick={() => pages.goTo(9)}>
          go 9
        </button>
      </div>
    );
  }
  renderWithProviders(<Jumps />, { url: '/list' });
  click('next');
  click('next');
  await waitFor(() => expect(shown()).toBe('page 3, cursor c3'));
  click('go 9');
  click('go 2');
  await waitFor(() => expect(shown()).toBe('page 2, cursor c2'));
  expect(screen.getByTestId('location').textContent).toBe('/list?page=2&before=c2');
});
