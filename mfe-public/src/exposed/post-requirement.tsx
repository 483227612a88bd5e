import { PostRequirementPage } from '../features/registration/components/post-requirement-page';

export default PostRequirementPage;
