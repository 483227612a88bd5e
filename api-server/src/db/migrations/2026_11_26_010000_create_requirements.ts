import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Engine } from './index';

// What buyers and tenants want (decision 089): a requirement and its three lists (an
// empty list means "any"). The indexes serve the two match directions: a requirement's listings
// are found through the properties' own indexes (city, type, price); a listing's requirements
// through (status, purpose, budget_to) and the lists' (value, requirement_id) indexes. The
// matching pairs are stored too (requirement_matches), for the counts that span both sides.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const pg = engine === 'postgres';
  const id = pg ? sql`bigserial` : sql`integer`;
  // Rupees beyond 2^31 and ids: bigint on PostgreSQL, integer (64-bit) on SQLite.
  const big = pg ? sql`bigint` : sql`integer`;
  const key = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('requirements')
    .addColumn('id', id, key)
    .addColumn('user_id', big, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('purpose', 'varchar(10)', (col) =>
      col.notNull().check(sql`purpose in ('buy', 'rent')`),
    )
    .addColumn('budget_from', big, (col) => col.notNull())
    .addColumn('budget_to', big, (col) => col.notNull())
    .addColumn('possession', 'varchar(20)', (col) =>
      col.notNull().check(sql`possession in ('ready', 'under_construction', 'any')`),
    )
    .addColumn('note', 'varchar(500)')
    .addColumn('status', 'varchar(10)', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'contacted', 'closed')`),
    )
    .addColumn('created_by', big, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('requirements_created_idx')
    .on('requirements')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('requirements_match_idx')
    .on('requirements')
    .columns(['status', 'purpose', 'budget_to', 'budget_from'])
    .execute();
  await db.schema
    .createIndex('requirements_user_idx')
    .on('requirements')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('requirements_mobile_idx')
    .on('requirements')
    .column('mobile')
    .execute();

  const lists = [
    { table: 'requirement_property_types', column: 'property_type_id', lookup: 'property_types' },
    { table: 'requirement_bedrooms', column: 'bedrooms', lookup: null },
    { table: 'requirement_cities', column: 'city_id', lookup: 'cities' },
  ] as const;
  for (const list of lists) {
    await db.schema
      .createTable(list.table)
      .addColumn('requirement_id', big, (col) =>
        col.notNull().references('requirements.id').onDelete('cascade'),
      )
      .addColumn(list.column, list.lookup ? big : sql`integer`, (col) =>
        list.lookup
          ? col.notNull().references(`${list.lookup}.id`).onDelete('restrict')
          : col.notNull(),
      )
      .addPrimaryKeyConstraint(`${list.table}_pk`, ['requirement_id', list.column])
      .execute();
    await db.schema
      .createIndex(`${list.table}_value_idx`)
      .on(list.table)
      .columns([list.column, 'requirement_id'])
      .execute();
  }

  // A requirement's listings: every criterion and the ranking's columns in one index, so that
  // the count and the ranked page read index entries only, however many lists are empty, and
  // stated lists (status, city, type) become a few short ranges.
  await db.schema
    .createIndex('properties_requirement_match_idx')
    .on('properties')
    .columns([
      'status_id',
      'city_id',
      'property_type_id',
      'bedrooms',
      'price',
      'profession',
      'created_at',
    ])
    .execute();

  // The pairs that match, kept true on every write (decision 089): the dashboard's new matches
  // are a range of matched_at, an agent's requirements those with a pair on their listings.
  // Each index carries the other key so the counts read index entries only.
  await db.schema
    .createTable('requirement_matches')
    .addColumn('requirement_id', big, (col) =>
      col.notNull().references('requirements.id').onDelete('cascade'),
    )
    .addColumn('property_id', big, (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('matched_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('requirement_matches_pk', ['requirement_id', 'property_id'])
    .execute();
  await db.schema
    .createIndex('requirement_matches_matched_idx')
    .on('requirement_matches')
    .columns(['matched_at', 'requirement_id', 'property_id'])
    .execute();
  await db.schema
    .createIndex('requirement_matches_property_idx')
    .on('requirement_matches')
    .columns(['property_id', 'requirement_id'])
    .execute();

  // An erasure also counts the requirements it deleted (decision 087).
  await db.schema
    .alterTable('erasures')
    .addColumn('requirements', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('erasures').dropColumn('requirements').execute();
  await db.schema.dropIndex('properties_requirement_match_idx').execute();
  await db.schema.dropTable('requirement_matches').execute();
  await db.schema.dropTable('requirement_cities').execute();
  await db.schema.dropTable('requirement_bedrooms').execute();
  await db.schema.dropTable('requirement_property_types').execute();
  await db.schema.dropTable('requirements').execute();
}
