import { PropertyDetailsPage } from '../features/property-details/components/property-details-page';
import { loadPropertyDetails } from '../page-loads/property-details';

export { loadPropertyDetails as load };

export default PropertyDetailsPage;
