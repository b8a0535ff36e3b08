import { wantsHtml } from './docs';

test('browsers get the rendered page, everything else the document', () => {
  expect(wantsHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true);
  expect(wantsHtml('*/*')).toBe(false);
  expect(wantsHtml(undefined)).toBe(false);
  expect(wantsHtml('application/json')).toBe(false);
  expect(wantsHtml('application/json, text/html')).toBe(false);
  expect(wantsHtml('TEXT/HTML')).toBe(true);
});
