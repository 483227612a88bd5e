import { HomeLoanPage } from '../features/home-loan/components/home-loan-page';

export default HomeLoanPage;
