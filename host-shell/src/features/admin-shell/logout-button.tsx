import { useState } from 'react';
import { useAuth } from 'shared-api';
import { Button } from 'shared-ui';

/** Signs out, then re-boots the shell at /login so no signed-in remote stays loaded. */
export function LogoutButton() {
  const auth = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function handleLogout() {
    setIsSigningOut(true);
    await auth.signOut();
    window.location.assign('/login');
  }

  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      isLoading={isSigningOut}
      onClick={() => void handleLogout()}
    >
      Logout
    </Button>
  );
}
