/** Inserts `item` into `list`, kept in ascending slot order (after any of the same slot). */
export function insertBySlot<T extends { slot: number }>(list: T[], item: T): void {
  let i = list.length;
  while (i > 0 && list[i - 1].slot > item.slot) i--;
  list.splice(i, 0, item);
}
