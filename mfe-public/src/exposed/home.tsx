import { HomePage } from '../features/home/components/home-page';
import { loadHome } from '../page-loads/home';

export { loadHome as load };

export default HomePage;
