// shared-ui: the design system shared (as a Module Federation singleton) by the shell and remotes.
export * from './theme/theme';
export {
  ThemeModeProvider,
  useThemeMode,
  GlobalStyle,
  THEME_STORAGE_KEY,
  type ThemeMode,
} from './theme/ThemeMode';
export { NetworkProvider, useNetwork, type Network, type NetworkValue } from './network/NetworkContext';
export { ToastProvider, useToast, Toaster } from './toast/Toast';
export * from './toast/toastStore';
export { Card, TitledCard, Page, PageTitle } from './primitives/Card';
export { Badge } from './primitives/Badge';
export { Skeleton, SkeletonRows } from './primitives/Skeleton';
export { EmptyState } from './primitives/EmptyState';
export { Tabs, type TabItem } from './primitives/Tabs';
export { Pager, pageWindow, type PagerProps } from './primitives/Pager';
export { Table, type Column, type TableProps } from './primitives/Table';
export { CopyButton, COPIED_INDICATOR_MS, type CopyButtonProps } from './primitives/CopyButton';
export { Popover, setPopoverLoader, setPopoverImpl, type PopoverProps } from './primitives/Popover';
export { TokenLogo, LOGO_TIMEOUT_MS, type TokenLogoProps } from './primitives/TokenLogo';
export { useMediaQuery } from './primitives/useMediaQuery';
export { ComingSoon } from './primitives/ComingSoon';
export { TestnetOffline, MainnetUnderConstruction } from './primitives/OfflineScreens';
export type { RemoteRouteObject, RemoteRoutesModule } from './mf';
export { SearchBox, type SearchAdapter, type Suggestion, type SearchBoxProps } from './search/SearchBox';
