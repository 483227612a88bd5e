// The page as the host's server loads it (decision 088): its component and its load. The
// REQUIREMENT section's lists are read here too, so the first HTML has their checkboxes.
import { sitePageLoad } from './site-page-load';

export { default } from '../exposed/post-requirement';
export const load = sitePageLoad('post-requirement', ['cities', 'property_types']);
