import type { Kysely } from 'kysely';
import {
  isStaffRole,
  PROPERTY_LIST_MAX_LIMIT,
  PROPERTY_SITEMAP_PAGE_SIZE,
  type PropertyDetail,
  type PropertyFullRead,
  type PropertyListItem,
  type PropertyListQuery,
  type PropertySaved,
  type PropertySitemapPage,
} from 'shared-api/contract';
import type { Database, Property } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canManage, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE, type AuthUser } from '../../plugins/auth';
import type { AppConfig } from '../../plugins/env';
import type { Outbox } from '../../plugins/outbox';
import {
  findProperty,
  findPropertyDetail,
  listProperties,
  listPropertyAmenities,
  listPropertySanctions,
  type PropertyFilter,
  type PropertyPage,
} from '../../repositories/properties';
import { rowFiles, rowToFullRead } from '../../repositories/properties-mapping';
import { listSitemapPage } from '../../repositories/properties-previews';
import { deletePropertyRow, deletePropertySanctions } from '../../repositories/properties-write';
import type { FileStore } from '../../uploads/file-store';
import { removeUploads } from '../../uploads/store';
import { propertyLabel, readPropertySnapshot, recordChange } from '../history';
import { createProperty } from './create';
import { withPreviousPrices } from './price-cuts';
import type { ReceivedForm } from './received-form';
import { toDetail, toListItem } from './to-wire';
import { updateProperty } from './update';

export const PROPERTY_NOT_FOUND = 'Property not found';
export const OWNER_ONLY_MESSAGE = 'You can only manage your own properties';
export const SANCTION_NOT_LINKED = 'This sanction is not linked to the property';
export const LAST_SANCTION = 'A property needs at least one sanction: add another one first';

/** What an absent list parameter means. */
export const LIST_QUERY_DEFAULTS = {
  limit: PROPERTY_LIST_MAX_LIMIT,
  offset: 0,
  sort: 'newest',
  mine: 'false',
} as const satisfies Partial<PropertyListQuery>;

/** What a list query asks for, once the caller's rights are applied. */
export interface ListScope {
  filter: PropertyFilter;
  page: PropertyPage;
  /** The same answer for everyone (not `mine`): the one the list cache may share. */
  isPublic: boolean;
}

interface PropertyDeps {
  db: Kysely<Database>;
  config: AppConfig;
  uploads: FileStore;
  outbox?: Pick<Outbox, 'wake'>;
}

/**
 * Properties' rules: who may manage one (its creator or the administrator), what a save checks
 * and stores (create.ts, update.ts), that a property keeps at least one sanction, and that a
 * file lives exactly as long as what refers to it.
 */
export function propertyService({ db, config, uploads, outbox }: PropertyDeps) {
  return {
    /**
     * The list a query asks for: `mine` needs a signed-in user and means their own properties
     * (every property for the administrator).
     */
    listScope(query: PropertyListQuery, user: AuthUser | null): ListScope {
      const mine = query.mine === 'true';
      if (mine && !user) throw httpError(401, SIGN_IN_MESSAGE);
      // A buyer has no listings of their own: `mine` is the staff's table (decision 094).
      if (mine && !isStaffRole(user?.role)) throw httpError(403, FORBIDDEN_MESSAGE);
      return {
        filter: {
          q: query.q || undefined,
          cityId: query.city,
          propertyTypeId: query.type,
          statusId: query.status,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
          bedrooms: query.bhk?.length ? query.bhk : undefined,
          minCarpetArea: query.minArea,
          maxCarpetArea: query.maxArea,
          createdBy: mine && user && user.role !== 'admin' ? user.id : undefined,
          withoutRera: query.rera === 'missing' || undefined,
          ids: query.ids,
        },
        page: {
          limit: query.limit ?? LIST_QUERY_DEFAULTS.limit,
          offset: query.offset ?? LIST_QUERY_DEFAULTS.offset,
          sort: query.sort ?? LIST_QUERY_DEFAULTS.sort,
        },
        isPublic: !mine,
      };
    },

    /** One page of a list scope, as list items, and the scope's total. */
    async listPage({
      filter,
      page,
    }: ListScope): Promise<{ items: PropertyListItem[]; total: number }> {
      const { items, total } = await listProperties(db, filter, page);
      return { items: await withPreviousPrices(db, items.map(toListItem)), total };
    },

    /** One page (from 1) of the sitemap: the properties a visitor can open, in id order. */
    async sitemapPage(page: number): Promise<PropertySitemapPage> {
      const { total, items } = await listSitemapPage(db, page);
      return { total, pageSize: PROPERTY_SITEMAP_PAGE_SIZE, items };
    },

    /** The property, when `user` may change it: 404 when there is none, 403 when not theirs. */
    async manageable(id: number, user: AuthUser | null): Promise<Property> {
      const property = await findProperty(db, id);
      if (!property) throw httpError(404, PROPERTY_NOT_FOUND);
      if (!canManage(user, property.created_by)) throw httpError(403, OWNER_ONLY_MESSAGE);
      return property;
    },

    /** The public detail read; 404 when there is none. */
    async detail(id: number): Promise<PropertyDetail> {
      const row = await findPropertyDetail(db, id);
      if (!row) throw httpError(404, PROPERTY_NOT_FOUND);
      const [detail] = await withPreviousPrices(db, [toDetail(row)]);
      return detail ?? toDetail(row);
    },

    /** The edit form's full read, lookups as ids, links in id order. */
    async fullRead(property: Property): Promise<PropertyFullRead> {
      const [amenities, sanctions] = await Promise.all([
        listPropertyAmenities(db, property.id),
        listPropertySanctions(db, property.id),
      ]);
      return rowToFullRead(
        property,
        amenities.map((amenity) => amenity.id).sort((a, b) => a - b),
        [...sanctions].sort((a, b) => a.id - b.id),
      );
    },

    /** A new property from a received form; the owner is `ownerId`, whatever the form says. */
    // A save may have written buyers' alerts (decision 092): the worker is woken after it.
    create: (ownerId: number, form: ReceivedForm): Promise<PropertySaved> =>
      createProperty(db, config, ownerId, form).finally(() => outbox?.wake()),

    update: (property: Property, form: ReceivedForm, actorId: number): Promise<PropertySaved> =>
      updateProperty(db, config, property, form, actorId).finally(() => outbox?.wake()),

    /** Removes one sanction and its file; never the last one. */
    async removeSanction(property: Property, sanctionId: number): Promise<void> {
      const sanctions = await listPropertySanctions(db, property.id);
      const target = sanctions.find((sanction) => sanction.id === sanctionId);
      if (!target) throw httpError(404, SANCTION_NOT_LINKED);
      if (sanctions.length === 1) throw httpError(409, LAST_SANCTION);
      await deletePropertySanctions(db, property.id, [sanctionId]);
      await removeUploads(uploads, [target.file]);
    },

    /** Deletes a property and then its files; its enquiries stay. */
    async remove(property: Property, actorId: number): Promise<void> {
      // Read again inside the transaction: an update may have replaced files since the check.
      const files = await db.transaction().execute(async (trx) => {
        const row = await findProperty(trx, property.id);
        const sanctions = await listPropertySanctions(trx, property.id);
        await recordChange(trx, {
          entity: 'property',
          entityId: property.id,
          label: propertyLabel(row ?? property),
          action: 'delete',
          actorId,
          before: await readPropertySnapshot(trx, property.id),
          after: null,
        });
        await deletePropertyRow(trx, property.id);
        return [...(row ? rowFiles(row) : []), ...sanctions.map((sanction) => sanction.file)];
      });
      await removeUploads(uploads, files);
    },
  };
}

export type PropertyService = ReturnType<typeof propertyService>;
