// Exposed as 'mfe_games/Trollbox': the chat widget the shell mounts in the bottom-right corner.
export { default } from './trollbox/TrollboxWidget';
