// Route entry of /community (the page lives in its feature folder).
export { default } from '../community/CommunityPage';
