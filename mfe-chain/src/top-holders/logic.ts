// Pure logic of the top-holders page (spec part 2 §2.4, §9).

/** Top holders page size (spec part 2 §9). */
export const HOLDERS_PAGE_SIZE = 50;

/** 'Showing x-y of n holders'. */
export function holdersRange(page: number, shown: number, total: number, size = HOLDERS_PAGE_SIZE): string {
  if (shown === 0) return `Showing 0 of ${total} holders`;
  const from = (page - 1) * size + 1;
  return `Showing ${from}-${from + shown - 1} of ${total} holders`;
}

export function totalPages(total: number, size = HOLDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Gold, silver and bronze for ranks 1–3. */
export function medal(rank: number): { icon: string; label: string } | null {
  return rank === 1
    ? { icon: '🥇', label: 'Gold' }
    : rank === 2
      ? { icon: '🥈', label: 'Silver' }
      : rank === 3
        ? { icon: '🥉', label: 'Bronze' }
        : null;
}
