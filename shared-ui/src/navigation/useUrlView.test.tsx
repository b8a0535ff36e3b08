import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderWithProviders } from '../testing/render';
import { useUrlView } from './useUrlView';

interface View {
  q: string;
  hide: boolean;
}
const read = (p: URLSearchParams): View => ({ q: p.get('q') ?? '', hide: p.get('hide') === '1' });
const write = (cur: URLSearchParams, v: View) => {
  const next = new URLSearchParams(cur);
  if (v.q) next.set('q', v.q);
  else next.delete('q');
  if (v.hide) next.set('hide', '1');
  else next.delete('hide');
  return next;
};

function Page() {
  const [view, setView] = useUrlView(read, write);
  const navigate = useNavigate();
  return (
    <div>
      <input
        aria-label="q"
        value={view.q}
        onChange={(e) => setView({ ...view, q: e.target.value }, { replace: true })}
      />
      <label>
        <input
          type="checkbox"
          checked={view.hide}
          onChange={(e) => setView({ ...view, hide: e.target.checked })}
        />
        hide
      </label>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </div>
  );
}

const where = () => screen.getByTestId('location').textContent;

test('a control shows its new value at once, the URL follows, and back restores the earlier view', async () => {
  renderWithProviders(<Page />, { url: '/list?x=7' });
  const box = screen.getByRole('checkbox', { name: 'hide' }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  fireEvent.click(box);
  // No wait: the box must not snap back while the router's transition is pending.
  expect(box.checked).toBe(true);
  await waitFor(() => expect(where()).toBe('/list?x=7&hide=1'));
  expect(box.checked).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'back' }));
  await waitFor(() => expect(where()).toBe('/list?x=7'));
  expect(box.checked).toBe(false);
});

test('quick successive edits keep the latest one and build on each other', async () => {
  renderWithProviders(<Page />, { url: '/list' });
  const q = screen.getByRole('textbox', { name: 'q' }) as HTMLInputElement;
  act(() => {
    fireEvent.change(q, { target: { value: 'a' } });
    fireEvent.change(q, { target: { value: 'ab' } });
  });
  expect(q.value).toBe('ab');
  fireEvent.click(screen.getByRole('checkbox', { name: 'hide' }));
  expect(q.value).toBe('ab');
  await waitFor(() => expect(where()).toBe('/list?q=ab&hide=1'));
  expect(q.value).toBe('ab');
  expect((screen.getByRole('checkbox', { name: 'hide' }) as HTMLInputElement).checked).toBe(true);
});

test('a URL that names a view opens with it', () => {
  renderWithProviders(<Page />, { url: '/list?q=gor&hide=1' });
  expect((screen.getByRole('textbox', { name: 'q' }) as HTMLInputElement).value).toBe('gor');
  expect((screen.getByRole('checkbox', { name: 'hide' }) as HTMLInputElement).checked).toBe(true);
});

test('back pressed before the router has shown the change: the URL wins, the control does not stay on', async () => {
  renderWithProviders(<Page />, { url: '/list?x=7' });
  const box = screen.getByRole('checkbox', { name: 'hide' }) as HTMLInputElement;
  const back = screen.getByRole('button', { name: 'back' });
  // Both in one batch: the router's transition to ?hide=1 never renders on its own. A browser fires
  // popstate on back, which a memory router does not.
  act(() => {
    fireEvent.click(box);
    fireEvent.click(back);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(where()).toBe('/list?x=7'));
  await waitFor(() => expect(box.checked).toBe(false));
});
