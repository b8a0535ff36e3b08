// The react-router API the explorer uses, as one small module shared as the `react-router-dom`
// singleton. A shared module is bundled whole (no tree shaking across the federation boundary), and
// all of react-router 7 is ~62 KB gz; re-exporting only what the pages use keeps it a fraction of
// that. Add a name here when a page needs another react-router export.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useParams,
  useNavigate,
  useLocation,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router';
