// Pure logic of the /transactions page (spec part 2 §2.5, §4).

/** Block stepper of /transactions: previous disabled at 1, next at the newest block. */
export function stepper(current: number, newest: number) {
  return { canPrev: current > 1, canNext: current < newest };
}

/** A block holding more transactions than the list shows says so instead of silently cutting. */
export function blockRowsNote(total: number, shown: number): string | null {
  return total > shown
    ? `Showing ${shown} of ${total.toLocaleString('en-US')} transactions in this block`
    : null;
}
