import { Button, Card } from 'shared-ui';
import styled from 'styled-components';
import { useRemoteRetry } from './remote-retry-context';

export const REMOTE_UNAVAILABLE_MESSAGE = 'This section is temporarily unavailable';

const Panel = styled(Card)`
  margin: 2rem auto;
  max-width: 32rem;
  text-align: center;
`;

interface RemoteUnavailableProps {
  /** Overrides the retry of the surrounding remote route. */
  onRetry?: () => void;
}

/** Shown in place of a page whose remote could not be loaded; the rest of the shell keeps working. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const routeRetry = useRemoteRetry();
  const retry = onRetry ?? routeRetry;
  return (
    <Panel>
      <p role="alert">{REMOTE_UNAVAILABLE_MESSAGE}</p>
      {/* Without a remote route around it the only honest retry is reloading the page. */}
      <Button type="button" onClick={retry ?? (() => window.location.reload())}>
        Retry
      </Button>
    </Panel>
  );
}
