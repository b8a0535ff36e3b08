import { tabbables, trapTab } from './focusTrap';

function dialog(): HTMLElement {
  document.body.innerHTML = `
    <button id="outside">outside</button>
    <div id="d" tabindex="-1">
      <button id="close">Close</button>
      <a id="link" href="/tx/1">tx</a>
      <button id="off" disabled>off</button>
      <div hidden><button id="hid">hidden</button></div>
      <input id="last" />
    </div>`;
  return document.getElementById('d')!;
}

function tab(root: HTMLElement, shiftKey = false) {
  const e = { key: 'Tab', shiftKey, preventDefault: jest.fn() };
  const wrapped = trapTab(e, root);
  return { wrapped, prevented: e.preventDefault.mock.calls.length > 0 };
}

test('lists only what Tab can reach', () => {
  expect(tabbables(dialog()).map((e) => e.id)).toEqual(['close', 'link', 'last']);
});

test('Tab from the last element wraps to the first; Shift+Tab from the first to the last', () => {
  const d = dialog();
  document.getElementById('last')!.focus();
  expect(tab(d)).toEqual({ wrapped: true, prevented: true });
  expect(document.activeElement?.id).toBe('close');
  expect(tab(d, true)).toEqual({ wrapped: true, prevented: true });
  expect(document.activeElement?.id).toBe('last');
});

test('in the middle the browser moves focus itself', () => {
  const d = dialog();
  document.getElementById('link')!.focus();
  expect(tab(d)).toEqual({ wrapped: false, prevented: false });
  expect(tab(d, true)).toEqual({ wrapped: false, prevented: false });
});

test('Shift+Tab from the dialog itself (where focus lands on open) goes to the last element', () => {
  const d = dialog();
  d.focus();
  tab(d, true);
  expect(document.activeElement?.id).toBe('last');
});

test('focus that escaped the dialog is brought back in', () => {
  const d = dialog();
  document.getElementById('outside')!.focus();
  tab(d);
  expect(document.activeElement?.id).toBe('close');
});

test('other keys are left alone', () => {
  const d = dialog();
  const e = { key: 'Enter', shiftKey: false, preventDefault: jest.fn() };
  expect(trapTab(e, d)).toBe(false);
  expect(e.preventDefault).not.toHaveBeenCalled();
});
