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
