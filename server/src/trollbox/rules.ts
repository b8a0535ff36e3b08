// What a trollbox post must be (pure, unit-tested): author 1–24 and text 1–280 characters after
// trimming, no control characters. Everything else (HTML, bidi marks, emoji) is kept as sent: the
// widget renders it as text.

export const AUTHOR_MAX = 24;
export const TEXT_MAX = 280;

// C0, DEL and C1 control characters (newlines included: a chat line is one line).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Length in characters (code points), as a visitor counts them. */
const chars = (s: string) => [...s].length;

export type PostCheck = { ok: true; author: string; text: string } | { ok: false; message: string };

export function checkPost(author: string, text: string): PostCheck {
  const a = author.trim();
  const t = text.trim();
  if (chars(a) < 1 || chars(a) > AUTHOR_MAX)
    return { ok: false, message: `Invalid author: 1 to ${AUTHOR_MAX} characters` };
  if (chars(t) < 1 || chars(t) > TEXT_MAX)
    return { ok: false, message: `Invalid text: 1 to ${TEXT_MAX} characters` };
  if (CONTROL.test(a)) return { ok: false, message: 'Invalid author: control characters are not allowed' };
  if (CONTROL.test(t)) return { ok: false, message: 'Invalid text: control characters are not allowed' };
  return { ok: true, author: a, text: t };
}
