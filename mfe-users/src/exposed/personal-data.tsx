import { PersonalDataPage } from '../features/people/components/personal-data-page';

/** Federated page for /personal_data (admin only; the host guards the route). */
export default function PersonalData() {
  return <PersonalDataPage />;
}
