import { PropertyDetailsPage } from '../features/property-details/components/property-details-page';

export default PropertyDetailsPage;
