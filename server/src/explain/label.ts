/**
 * An instruction's chip text from its name: camelCase or snake_case words in title case
 * ('setComputeUnitLimit' → 'Set Compute Unit Limit', 'shared_accounts_route' → 'Shared Accounts
 * Route'), 'Unknown' when it has none.
 */
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
