import { useState } from 'react';
import { useAuth } from 'shared-api';
import { PUBLIC_PATHS } from 'shared-api/contract';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { navigateFully } from './utils/full-navigation';

// A thumb-sized target in the top bar (44 px high).
const Logout = styled(Button)`
  min-height: 2.75rem;
`;

/**
 * Signs out, then re-boots the shell at /login so no signed-in remote stays loaded. A plain
 * /login: the user ended the session, so the sign-in page has no "session has ended" notice.
 */
export function LogoutButton() {
  const auth = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function handleLogout() {
    setIsSigningOut(true);
    await auth.signOut();
    navigateFully(PUBLIC_PATHS.login);
  }

  return (
    <Logout
      type="button"
      variant="secondary"
      size="sm"
      isLoading={isSigningOut}
      onClick={() => void handleLogout()}
    >
      Logout
    </Logout>
  );
}
