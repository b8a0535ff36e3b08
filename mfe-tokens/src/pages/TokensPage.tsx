// Route entry of /tokens (the page lives in its feature folder).
export { default } from '../tokens/TokensPage';
