import styled from 'styled-components';
import type { Key, ReactNode } from 'react';
import { useMediaQuery } from './useMediaQuery';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render(row: T, index: number): ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Hide this column in the narrow-screen card layout. */
  hideOnCard?: boolean;
}

export interface TableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T, index: number): Key;
  onRowClick?(row: T): void;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Accessible name of the table. */
  label?: string;
  /** Force a layout (otherwise: cards below the theme's md breakpoint). */
  layout?: 'table' | 'cards';
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const T = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th {
    text-align: left;
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
    padding: 8px 10px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
  td {
    padding: 10px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: middle;
  }
  tbody tr[data-clickable] {
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const CardItem = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 10px 12px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  display: grid;
  grid-template-columns: minmax(90px, 35%) 1fr;
  gap: 4px 10px;
  font-size: 14px;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  &[data-clickable] {
    cursor: pointer;
  }
`;

/** A data table that becomes a list of cards on narrow screens. */
export function Table<T>({ columns, rows, rowKey, onRowClick, empty, label, layout }: TableProps<T>) {
  const narrow = useMediaQuery('(max-width: 767px)');
  if (rows.length === 0 && empty) return <>{empty}</>;
  const cards = layout ? layout === 'cards' : narrow;
  if (cards) {
    return (
      <Cards aria-label={label}>
        {rows.map((row, i) => (
          <CardItem
            key={rowKey(row, i)}
            data-clickable={onRowClick ? '' : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {columns
              .filter((c) => !c.hideOnCard)
              .map((c) => (
                <dl key={c.key} style={{ display: 'contents' }}>
                  <dt>{c.header}</dt>
                  <dd>{c.render(row, i)}</dd>
                </dl>
              ))}
          </CardItem>
        ))}
      </Cards>
    );
  }
  return (
    <Scroll>
      <T aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} style={{ textAlign: c.align ?? 'left' }} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={rowKey(row, i)}
              data-clickable={onRowClick ? '' : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {columns.map((c) => (
                <td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                  {c.render(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </T>
    </Scroll>
  );
}
