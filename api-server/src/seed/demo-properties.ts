import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { MASTER_KEYS } from 'shared-api/contract';
import type { Database, NewProperty } from '../db/schema';
import type { AppConfig } from '../plugins/env';
import { listLookup } from '../repositories/masters';
import {
  insertProperty,
  insertPropertySanctions,
  replacePropertyAmenities,
} from '../repositories/properties-write';
import { createFileStore } from '../uploads/file-store';
import { removeUploads, storeStream } from '../uploads/store';
import { DEMO_PALETTES, demoSanctionPdf, renderSkyline } from './demo-art';
import { columnsOf, demoDraft, pick, type Lookups } from './demo-columns';
import { demoListings } from './demo-listings';

/** Distinct drawings rendered once; every property still gets its own stored files. */
const BASE_IMAGES = 8;

interface PreparedListing {
  columns: Omit<NewProperty, 'prp_id'>;
  slots: (string | null)[];
  amenities: number[];
  sanctions: { id: number; file: string | null }[];
}

/**
 * Demo listings for a fresh demo database: about two dozen properties across the seeded Pune
 * localities, with generated skyline pictures stored through the upload pipeline (so the card and
 * gallery variants exist) and a generated PDF per sanction, in the upload store the configuration
 * names. Does nothing when any property exists or a lookup list is empty. Returns how many
 * properties it created.
 */
export async function seedDemoProperties(db: Kysely<Database>, config: AppConfig): Promise<number> {
  const existing = await db.selectFrom('properties').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const lookups = {} as Lookups;
  for (const key of MASTER_KEYS) lookups[key] = await listLookup(db, key);
  if (MASTER_KEYS.some((key) => lookups[key].length === 0)) return 0;

  const bases = await Promise.all(
    Array.from({ length: BASE_IMAGES }, (_, index) =>
      renderSkyline(index % DEMO_PALETTES.length, 7 + index * 13),
    ),
  );
  const uploads = createFileStore(config);
  const stored: string[] = [];
  const store = async (content: Buffer, kind: 'image' | 'document') => {
    const result = await storeStream(uploads, Readable.from(content), [kind]);
    stored.push(result.path);
    return result.path;
  };
  try {
    const now = Date.now();
    const listings = demoListings(lookups, now, config.site.rera.numberExample);
    // The site's RERA number form; the demo maps are Google Maps embeds, the default origin.
    const rules = { rera: config.site.rera };
    const prepared: PreparedListing[] = [];
    for (const [index, listing] of listings.entries()) {
      const draft = demoDraft(listing.values, index, lookups, rules);
      const firstSlot = listing.skipImage1 ? 2 : 1;
      const images = await Promise.all(
        Array.from({ length: listing.images }, (_, n) =>
          store(pick(bases, index * 3 + n), 'image'),
        ),
      );
      const slots = Array.from({ length: 6 }, (_, slot) => images[slot + 1 - firstSlot] ?? null);
      const files = await Promise.all(
        draft.sanction.map((id) => {
          const name = lookups.sanctions.find((sanction) => sanction.id === id)?.name ?? '';
          return store(demoSanctionPdf(`${name}: ${draft.projectName}`), 'document');
        }),
      );
      prepared.push({
        columns: columnsOf(draft, index, listings.length, now),
        slots,
        amenities: draft.amenities,
        sanctions: draft.sanction.map((id, n) => ({ id, file: files[n] ?? null })),
      });
    }
    await db.transaction().execute(async (trx) => {
      for (const item of prepared) {
        const [image1, image2, image3, image4, image5, image6] = item.slots;
        const images = { image1, image2, image3, image4, image5, image6 };
        const row = await insertProperty(trx, { ...item.columns, ...images, video: null });
        await replacePropertyAmenities(trx, row.id, item.amenities);
        await insertPropertySanctions(trx, row.id, item.sanctions);
      }
    });
    return prepared.length;
  } catch (error) {
    await removeUploads(uploads, stored);
    throw error;
  } finally {
    await uploads.close();
  }
}
