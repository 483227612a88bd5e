// The page as the host's server loads it (decision 088): its component and its load.
import { sitePageLoad } from './site-page-load';

export { default } from '../exposed/post-requirement';
export const load = sitePageLoad('post-requirement', ['cities']);
