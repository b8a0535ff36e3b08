// Development only: runs this remote alone inside a minimal host (npm run dev -w mfe-wallet).
import { mountDevHost } from '../../tools/webpack/DevHost';
import { pages } from './pages';
import { routes } from './routes';

mountDevHost('mfe_wallet', routes, pages);
