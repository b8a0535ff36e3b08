// Route entry of /token/:address (the page lives in its feature folder).
export { default } from '../token/TokenPage';
