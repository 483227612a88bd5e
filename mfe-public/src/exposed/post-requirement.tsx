import { PostRequirementPage } from '../features/registration/components/post-requirement-page';
import { sitePageLoad } from '../page-loads/site-page-load';

export const load = sitePageLoad('post-requirement', ['cities']);

export default PostRequirementPage;
