import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { UiProvider } from 'shared-ui';
import { createFallbackPlugin } from './fallback-plugin';
import { RemoteRetryContext } from './remote-retry-context';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

type ErrorLoadRemoteArgs = Parameters<
  NonNullable<ReturnType<typeof createFallbackPlugin>['errorLoadRemote']>
>[0];

function failure(lifecycle: ErrorLoadRemoteArgs['lifecycle']): ErrorLoadRemoteArgs {
  return {
    id: 'mfe_public/home',
    error: new Error('ScriptNetworkError'),
    from: 'runtime',
    lifecycle,
    origin: {} as ModuleFederation,
  };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('createFallbackPlugin', () => {
  it('turns a failed remote load into a page saying the section is unavailable, with Retry', async () => {
    const plugin = createFallbackPlugin();
    const fallback = (await Promise.resolve(plugin.errorLoadRemote?.(failure('onLoad')))) as {
      default: ComponentType;
    };
    const retry = jest.fn();
    render(
      <UiProvider>
        <RemoteRetryContext value={retry}>
          <fallback.default />
        </RemoteRetryContext>
      </UiProvider>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not answer failures before the load stage, where an answer would be read as a request', async () => {
    const plugin = createFallbackPlugin();
    expect(
      await Promise.resolve(plugin.errorLoadRemote?.(failure('beforeRequest'))),
    ).toBeUndefined();
    expect(
      await Promise.resolve(plugin.errorLoadRemote?.(failure('afterResolve'))),
    ).toBeUndefined();
  });
});
