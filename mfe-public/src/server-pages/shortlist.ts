// The page as the host's server loads it (decision 088): its component and its load.
import type { PageLoad } from 'shared-ui/head';
import { shortlistHead } from '../seo/visitor-list-heads';

export { default } from '../exposed/shortlist';

/** The shortlist is the browser's: the server says the head and renders the page's frame. */
export const load: PageLoad = (context) =>
  Promise.resolve({ status: 200, head: shortlistHead(context) });
