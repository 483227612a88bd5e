import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { formatBhk, formatPriceInWords } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { AppConfig } from '../plugins/env';
import { findShareCard, type ShareCardRow } from '../repositories/properties-previews';
import { propertyCardSvg, siteCardSvg, type PropertyCardText } from '../share-images/draw';
import { renderShareImage } from '../share-images/render';
import type { FileStore } from '../uploads/file-store';

export const SHARE_IMAGE_BUSY = 'Too many share images are being made: please try again shortly';

/** Part of every image's key: raise it when the drawing changes, and every image is made anew. */
const DRAWING_VERSION = 1;
/**
 * Images kept in this process: a few hundred of 60-240 KB. Each process keeps its own (see
 * propertyShareImages for why not the upload store).
 */
const KEPT_BYTES = 32 * 1024 * 1024;
/**
 * Images being made at once, beyond which another is refused with 503 and Retry-After (as the
 * password queue does, decision 078): they share the decode slots with uploads, and a crawler
 * asking for every property must not hold a broker's photo upload behind thousands of them.
 */
const MAKING_AT_ONCE = 16;
const RETRY_AFTER_SECONDS = '5';

/** A share image as the routes answer it. */
export interface ShareImage {
  /** A strong ETag: the hash of everything drawn (and of the photo's stored path). */
  etag: string;
  /** The JPEG: kept, or made now. */
  load(): Promise<Buffer>;
}

/** 32 hex digits of the SHA-256 of what an image is made of: its key and its ETag. */
function keyOf(parts: readonly unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, ...parts]))
    .digest('hex')
    .slice(0, 32);
}

function cardText(row: ShareCardRow, site: AppConfig['site']): PropertyCardText {
  return {
    projectName: row.project_name,
    price: formatPriceInWords(row.price),
    bhk: row.bedrooms === null ? null : formatBhk(row.bedrooms),
    city: row.city_name,
    rera: row.rera_number ? `${site.rera.authority} ${row.rera_number}` : null,
    brokerName: site.brokerName,
  };
}

/** What a property's image is drawn from. */
interface ShareCard {
  row: ShareCardRow;
  card: PropertyCardText;
}

interface ShareImageDeps {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'site'>;
  uploads: FileStore;
}

/**
 * Properties' share images (GET /api/property/{id}/share-image), kept in this process's memory
 * by the key they were made for: the property's id and updated_at, and the text drawn (a city
 * renamed changes it too, without touching updated_at). Every request reads the key from the
 * database, so each API process answers the current image whoever changed the property; a
 * changed property is made again, once per process: requests that want an image being made share
 * the making (lru-cache's fetch), and a replaced image ages out with the least recently used.
 *
 * Not in the upload store, although that would make each version once for all processes: making
 * one costs about 75 ms of one core (a stored 2000 px photo decoded and drawn on; 20 ms for the
 * placeholder), once per process and version, while a GET that writes to the store would need
 * the orphan sweep, both stores' listings, the /uploads servers and the property delete taught
 * about a second kind of file, and would break the rule that a read writes nothing (the
 * hostile-input reliability test compares the upload folder before and after).
 */
export function propertyShareImages({ db, config, uploads }: ShareImageDeps) {
  /** The stored photo, or null when it is gone (the placeholder is drawn instead). */
  async function readPhoto(stored: string | null): Promise<Buffer | null> {
    if (!stored) return null;
    try {
      return await uploads.read(stored);
    } catch (error) {
      uploads.log.warn({ err: error, file: stored }, 'could not read a photo for a share image');
      return null;
    }
  }

  async function make(row: ShareCardRow, card: PropertyCardText): Promise<Buffer> {
    const photo = await readPhoto(row.image1);
    if (photo) {
      try {
        return await renderShareImage(propertyCardSvg(card, false), photo);
      } catch (error) {
        // A photo sharp cannot open (a file damaged in the store): the placeholder, not a 500.
        uploads.log.warn({ err: error, file: row.image1 }, 'could not draw on a property photo');
      }
    }
    return renderShareImage(propertyCardSvg(card, true), null);
  }

  let making = 0;
  const images = new LRUCache<string, Buffer, ShareCard>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (image) => image.length,
    fetchMethod: async (_key, _stale, { context: { row, card } }) => {
      if (making >= MAKING_AT_ONCE) {
        const headers = { 'retry-after': RETRY_AFTER_SECONDS };
        throw new HttpError(503, SHARE_IMAGE_BUSY, undefined, headers);
      }
      making += 1;
      try {
        return await make(row, card);
      } finally {
        making -= 1;
      }
    },
  });

  return {
    /** The share image of a property, or null when there is none with this id. */
    async find(id: number): Promise<ShareImage | null> {
      const row = await findShareCard(db, id);
      if (!row) return null;
      const card = cardText(row, config.site);
      const key = keyOf(['property', row.id, row.updated_at, card, row.image1]);
      return { etag: `"${key}"`, load: () => images.forceFetch(key, { context: { row, card } }) };
    },
  };
}

/**
 * The site's share image (GET /api/site/share-image): the broker's name and tagline on the
 * placeholder. Made once per process, on first request; it changes only with the configuration.
 */
export function siteShareImage(config: Pick<AppConfig, 'site'>): ShareImage {
  const { brokerName, tagline } = config.site;
  const key = keyOf(['site', brokerName, tagline]);
  let made: Promise<Buffer> | null = null;
  return {
    etag: `"${key}"`,
    load() {
      made ??= renderShareImage(siteCardSvg(brokerName, tagline), null).catch((error: unknown) => {
        made = null;
        throw error;
      });
      return made;
    },
  };
}
