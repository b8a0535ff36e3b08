// shared-ui/screens: the whole-page states a visitor rarely meets (Coming Soon, the offline and
// Mainnet screens), a subpath entry outside the 'shared-ui' singleton so they are not in every
// first load: the shell loads the Coming Soon and Mainnet screens when they show; the home page
// bundles the offline screen (it shows when the server may be down, so it is never fetched then).
//
//   const ComingSoon = lazy(() => import('shared-ui/screens').then((m) => ({ default: m.ComingSoon })));
export { ComingSoon, ComingSoonPanel } from './ComingSoon';
export { TestnetOffline, MainnetUnderConstruction } from './OfflineScreens';
export { TestnetOnly } from './TestnetOnly';
