// shared-ui: the design system shared (as a Module Federation singleton) by the shell and remotes.
// The page vocabulary (entity links, badges, amounts, dialog, tooltip, pagers, the data-state switch,
// the holdings dropdown) is the 'shared-ui/entities' entry, loaded with the pages, not the shell.
export * from './theme/theme';
export {
  ThemeModeProvider,
  useThemeMode,
  GlobalStyle,
  THEME_STORAGE_KEY,
  type ThemeMode,
} from './theme/ThemeMode';
export { NetworkProvider, useNetwork, type Network, type NetworkValue } from './network/NetworkContext';
export { useHiddenOnMainnet } from './network/hiddenOnMainnet';
export { ToastProvider, useToast, Toaster } from './toast/Toast';
export * from './toast/toastStore';
export { Card, TitledCard, Page, PageTitle } from './primitives/Card';
export { Badge } from './primitives/Badge';
export { Skeleton, SkeletonRows } from './primitives/Skeleton';
export { EmptyState } from './primitives/EmptyState';
export { CopyButton, COPIED_INDICATOR_MS, type CopyButtonProps } from './primitives/CopyButton';
export { Popover, setPopoverLoader, setPopoverImpl, type PopoverProps } from './primitives/Popover';
export { TokenLogo, LOGO_TIMEOUT_MS, type TokenLogoProps } from './primitives/TokenLogo';
export { useMediaQuery } from './primitives/useMediaQuery';
export {
  routeList,
  type PageComponents,
  type RemotePage,
  type RemoteRouteObject,
  type RemoteRoutesModule,
} from './mf';
export {
  ExplorerProviders,
  createQueryClient,
  type ExplorerProvidersProps,
} from './providers/ExplorerProviders';
export { SearchBox, type SearchAdapter, type Suggestion, type SearchBoxProps } from './search/SearchBox';
export { EntityPathsProvider, useEntityPath, useEntityPaths } from './navigation/entityLinks';
export { useDocumentTitle, useRouteDocumentTitle, documentTitle } from './a11y/useDocumentTitle';
