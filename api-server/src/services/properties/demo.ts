import { countDemoProperties, listDemoProperties } from '../../repositories/demo-properties';
import { propertyService } from './index';

type Deps = Parameters<typeof propertyService>[0];

/**
 * The demo listings of a first start (decision 094, going live): how many remain, and removing them
 * all. Each goes the way of any deleted listing (its files, its history entry); its enquiries stay.
 */
export function demoListingService(deps: Deps) {
  const properties = propertyService(deps);
  return {
    count: (): Promise<number> => countDemoProperties(deps.db),

    /** Removes every demo listing; returns how many went. */
    async removeAll(actorId: number): Promise<number> {
      const demos = await listDemoProperties(deps.db);
      // One at a time: each removal is its own short transaction, and files go after each commit.
      for (const property of demos) await properties.remove(property, actorId);
      return demos.length;
    },
  };
}
