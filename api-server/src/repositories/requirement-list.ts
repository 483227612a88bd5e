import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { RequirementPurpose, RequirementStatus } from 'shared-api/contract';
import type { Database } from '../db/schema';
import type { RequirementRef } from './requirement-matching';
import { pairedWithListingOf } from './requirement-pairs';
import { REQUIREMENT_COLUMNS } from './requirements';

type Db = Kysely<Database> | Transaction<Database>;

/** GET /api/requirements' filters, the caller's scope applied. */
export interface RequirementFilter {
  status?: RequirementStatus;
  purpose?: RequirementPurpose;
  q?: string;
  cityId?: number;
  bedrooms?: number;
  /** An agent: only the requirements paired with one of their listings. */
  ownerId?: number;
}

function whereRequirement(filter: RequirementFilter) {
  return (eb: RequirementRef): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status) conditions.push(eb('r.status', '=', filter.status));
    if (filter.purpose) conditions.push(eb('r.purpose', '=', filter.purpose));
    if (filter.q) {
      const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const contains = (column: 'r.name' | 'r.mobile' | 'r.email') =>
        sql<SqlBool>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
      conditions.push(eb.or([contains('r.name'), contains('r.mobile'), contains('r.email')]));
    }
    if (filter.cityId !== undefined) {
      const { cityId } = filter;
      conditions.push(
        eb.exists(
          eb
            .selectFrom('requirement_cities as l')
            .select('l.requirement_id')
            .whereRef('l.requirement_id', '=', 'r.id')
            .where('l.city_id', '=', cityId),
        ),
      );
    }
    if (filter.bedrooms !== undefined) {
      const { bedrooms } = filter;
      conditions.push(
        eb.exists(
          eb
            .selectFrom('requirement_bedrooms as l')
            .select('l.requirement_id')
            .whereRef('l.requirement_id', '=', 'r.id')
            .where('l.bedrooms', '=', bedrooms),
        ),
      );
    }
    if (filter.ownerId !== undefined) conditions.push(pairedWithListingOf(filter.ownerId)(eb));
    return eb.and(conditions);
  };
}

/** A page of requirements, newest first, and the filter's total. */
export async function listRequirements(
  db: Db,
  filter: RequirementFilter,
  page: { limit: number; offset: number },
) {
  const base = db.selectFrom('requirements as r').where(whereRequirement(filter));
  const [items, counted] = await Promise.all([
    base
      .select(REQUIREMENT_COLUMNS)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(counted.total) };
}
