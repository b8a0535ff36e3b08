// shared-ui/screens: the whole-page states a visitor rarely meets (Coming Soon, the offline and
// Mainnet screens), a subpath entry outside the 'shared-ui' singleton so they are not in every
// first load; the shell and the home page load them when they show.
//
//   const ComingSoon = lazy(() => import('shared-ui/screens').then((m) => ({ default: m.ComingSoon })));
export { ComingSoon, ComingSoonPanel } from './ComingSoon';
export { TestnetOffline, MainnetUnderConstruction } from './OfflineScreens';
export { TestnetOnly } from './TestnetOnly';
