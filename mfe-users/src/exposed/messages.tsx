import { MessagesPage } from '../features/messages/components/messages-page';

/** Federated page for /messages (admin only; the host guards the route). */
export default function Messages() {
  return <MessagesPage />;
}
