import { useLocation } from 'react-router-dom';
import type { RemotePageProps } from '../features/federation/remote-page';

/** A stand-in for a federated page: names the module it replaces and where the router is. */
export function createMockPageModule(id: string) {
  function MockRemotePage({ masterKey }: RemotePageProps) {
    const location = useLocation();
    return (
      <section>
        <h1>Remote page {id}</h1>
        <p>
          Location: {location.pathname}
          {location.search}
        </p>
        {masterKey && <p>Master list: {masterKey}</p>}
      </section>
    );
  }
  return { default: MockRemotePage };
}

/** loadRemote stand-in: every remote module loads and renders its id. */
export function loadMockRemote(id: string): Promise<unknown> {
  return Promise.resolve(createMockPageModule(id));
}
