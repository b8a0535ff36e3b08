// shared-ui/entities: the vocabulary of an explorer page, loaded with the page that uses it rather
// than with the shell (a subpath entry, not part of the 'shared-ui' singleton's first load; each
// remote bundles what it uses, and toasts, theme, network and popovers still come from the
// 'shared-ui' singleton because these files import them from there). Table, Tabs and Pager live
// here too: the shell's first load does not use them.
//
//   import { AddressLink, DataState, StatusBadge, TwoCol, WalletPager } from 'shared-ui/entities';
export * from './layout';
export * from './links';
export * from './badges';
export * from './amounts';
export * from './copy';
export { useCopy } from './useCopy';
export { CopyAction } from './CopyAction';
export { HoldingsDropdown } from './HoldingsDropdown';
export { Dialog } from '../primitives/Dialog';
export { Tooltip, tooltipBubble, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_MS } from '../primitives/Tooltip';
export {
  DataState,
  dataStateOf,
  type DataQuery,
  type DataStateKind,
  type DataStateProps,
} from '../primitives/DataState';
export { Tabs, type TabItem } from '../primitives/Tabs';
export {
  Pager,
  pageWindow,
  type PagerProps,
  TokensPager,
  WalletPager,
  PrevNextPager,
  tokensPageWindow,
  walletPageNumbers,
} from '../primitives/Pager';
export { Table, type Column, type TableProps } from '../primitives/Table';
export { useUrlView, type SetViewOptions } from '../navigation/useUrlView';
export { useCursorPages, type CursorPages } from '../navigation/useCursorPages';
