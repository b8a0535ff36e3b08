// Development only: runs this remote alone inside a minimal host (npm run dev -w mfe-games).
import { mountDevHost } from '../../tools/webpack/DevHost';
import { pages } from './pages';
import { routes } from './routes';

mountDevHost('mfe_games', routes, pages);
