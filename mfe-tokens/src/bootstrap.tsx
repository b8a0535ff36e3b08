// Development only: runs this remote alone inside a minimal host (npm run dev -w mfe-tokens).
import { mountDevHost } from '../../tools/webpack/DevHost';
import { pages } from './pages';
import { routes } from './routes';

mountDevHost('mfe_tokens', routes, pages);
