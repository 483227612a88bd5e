import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense, use, type ReactElement } from 'react';
import { stubApi, withQueryClient, type ApiStub, type StubReply } from 'shared-api/testing';
import { CITIES } from '../../../testing/fixtures';
import { useFilterOptions, type FilterOptions } from './use-filter-options';

const TYPES = [{ id: 4, name: 'Flat' }];
const STATUSES = [{ id: 9, name: 'Ready' }];

let api: ApiStub;
afterEach(() => api.restore());

/** Gives answers, then lets them reach the hook and React render what they set. */
async function deliver(give: () => void): Promise<void> {
  await act(async () => {
    give();
    // The cache tells its observers in a timer of its own, after the answer's promise jobs.
    for (let tick = 0; tick < 3; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

type Answers = Record<keyof FilterOptions, (reply: StubReply) => void>;

/** Answers each list when the test says so. */
function stubLookupsByHand(): Answers {
  const answer = {} as Answers;
  const later = (name: keyof Answers) => () =>
    new Promise<StubReply>((resolve) => {
      answer[name] = resolve;
    });
  api = stubApi()
    .on('GET', '/api/master_table/get_cities', later('cities'))
    .on('GET', '/api/master_table/get_properties', later('types'))
    .on('GET', '/api/master_table/get_statuses', later('statuses'));
  return answer;
}

describe('useFilterOptions', () => {
  it('gives each list as it arrives', async () => {
    const answer = stubLookupsByHand();
    const { result } = renderHook(() => useFilterOptions(), { wrapper: withQueryClient() });
    await waitFor(() => expect(Object.keys(answer)).toHaveLength(3));
    expect(result.current).toEqual({ cities: [], types: [], statuses: [] });

    await deliver(() => answer.cities({ data: CITIES }));
    expect(result.current).toEqual({ cities: CITIES, types: [], statuses: [] });

    await deliver(() => {
      answer.types({ data: TYPES });
      answer.statuses({ data: STATUSES });
    });
    expect(result.current).toEqual({ cities: CITIES, types: TYPES, statuses: STATUSES });
  });

  it('leaves only a failed list empty, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = stubApi()
      .on('GET', '/api/master_table/get_cities', { status: 500, data: { message: 'boom' } })
      .on('GET', '/api/master_table/get_properties', { data: TYPES })
      .on('GET', '/api/master_table/get_statuses', { data: STATUSES });
    const { result } = renderHook(() => useFilterOptions(), { wrapper: withQueryClient() });

    await waitFor(() => expect(result.current.statuses).toEqual(STATUSES));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(result.current).toEqual({ cities: [], types: TYPES, statuses: STATUSES });
    expect(log).toHaveBeenCalledWith('Could not load the cities filter', expect.anything());
    log.mockRestore();
  });

  it('renders an arriving list as a transition, which never swaps the page for a fallback', async () => {
    const answer = stubLookupsByHand();
    // Stands for any part of the page that suspends while rendering with the new choices. Outside a
    // transition React would show the Suspense fallback in place of the whole page meanwhile.
    const never = new Promise<never>(() => undefined);
    function Page(): ReactElement {
      const options = useFilterOptions();
      if (options.cities.length > 0) use(never);
      return <p>Choose a city</p>;
    }
    render(
      <Suspense fallback={<p>Loading the page</p>}>
        <Page />
      </Suspense>,
      { wrapper: withQueryClient() },
    );
    await waitFor(() => expect(Object.keys(answer)).toHaveLength(3));

    await deliver(() => answer.cities({ data: CITIES }));
    expect(screen.getByText('Choose a city')).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });
});
