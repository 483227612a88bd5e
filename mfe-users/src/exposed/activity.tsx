import { ActivityPage } from '../features/activity/components/activity-page';

/** Federated page for /activity (admin only; the host guards the route). */
export default function Activity() {
  return <ActivityPage />;
}
