import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setPopoverLoader } from 'shared-ui';
import { App } from './App';

// Radix (for the header dropdowns) is fetched on the first hover/focus/click of a trigger.
setPopoverLoader(() => import(/* webpackChunkName: "popover" */ 'shared-ui/popover-impl'));

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
createRoot(el).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
