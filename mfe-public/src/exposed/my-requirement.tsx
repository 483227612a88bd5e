import { MyRequirementPage } from '../features/my-requirement/components/my-requirement-page';

export default MyRequirementPage;
