/** An instruction's chip text: its name's words in title case, 'Unknown' without one. */
export function labelOf(name: string | null): string {
  if (!name) return 'Unknown';
  const words = name
    .replace(/[_\-\s]+/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return 'Unknown';
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
