import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Engine } from './index';

// Migrations never import app code: the lookup table names are repeated here on purpose, so that
// this file describes the schema as it was on its date whatever the app's descriptors become.
const LOOKUP_TABLES = [
  'statuses',
  'property_types',
  'project_types',
  'ownership_types',
  'transaction_types',
  'possession_types',
  'water_sources',
  'power_backups',
  'amenities',
  'floor_types',
  'facings',
  'sanctions',
  'cities',
] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const pg = engine === 'postgres';
  // An auto-incrementing integer key on both engines.
  const idType = pg ? sql`bigserial` : sql`integer`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey() : col.primaryKey().autoIncrement();
  // Money and counts that may exceed 2^31 (rupees): bigint on PostgreSQL, integer (64-bit) on SQLite.
  const big = pg ? sql`bigint` : sql`integer`;
  // Defaults in the same ISO-8601 UTC text the app writes (CURRENT_TIMESTAMP differs per engine).
  const now = pg
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  for (const table of LOOKUP_TABLES) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', idType, id)
      .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull().defaultTo(now));
    if (table === 'sanctions') builder = builder.addColumn('file', 'varchar(300)');
    await builder.execute();
  }

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('username', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(300)', (col) => col.notNull())
    .addColumn('remark', 'varchar(500)')
    .addColumn('role', 'varchar(10)', (col) => col.notNull().defaultTo('agent'))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('occupation', 'varchar(50)')
    .addColumn('city_id', big, (col) => col.references('cities.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', idType, id)
    .addColumn('user_id', big, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  const lookupRef = (table: string) => (col: ColumnDefinitionBuilder) =>
    col.references(`${table}.id`).onDelete('restrict');

  await db.schema
    .createTable('properties')
    .addColumn('id', idType, id)
    .addColumn('prp_id', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('address', 'varchar(500)', (col) => col.notNull())
    .addColumn('city_id', big, lookupRef('cities'))
    .addColumn('status_id', big, lookupRef('statuses'))
    .addColumn('project_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('price', big, (col) => col.notNull())
    .addColumn('image1', 'varchar(300)')
    .addColumn('image2', 'varchar(300)')
    .addColumn('image3', 'varchar(300)')
    .addColumn('image4', 'varchar(300)')
    .addColumn('image5', 'varchar(300)')
    .addColumn('image6', 'varchar(300)')
    .addColumn('video', 'varchar(300)')
    .addColumn('map', 'varchar(2000)')
    .addColumn('project_type_id', big, lookupRef('project_types'))
    .addColumn('property_type_id', big, lookupRef('property_types'))
    .addColumn('ownership_type_id', big, lookupRef('ownership_types'))
    .addColumn('transaction_type_id', big, lookupRef('transaction_types'))
    .addColumn('possession_type_id', big, lookupRef('possession_types'))
    .addColumn('facing_id', big, lookupRef('facings'))
    .addColumn('floor_type_id', big, lookupRef('floor_types'))
    .addColumn('water_source_id', big, lookupRef('water_sources'))
    .addColumn('power_backup_id', big, lookupRef('power_backups'))
    .addColumn('size', 'real')
    .addColumn('unit', 'varchar(10)')
    .addColumn('profession', 'varchar(7)')
    .addColumn('launch_year', 'varchar(7)')
    .addColumn('price_from', big)
    .addColumn('no_of_tower', 'integer')
    .addColumn('no_of_units', 'integer')
    .addColumn('available_units', 'integer')
    .addColumn('no_of_floors', 'integer')
    .addColumn('oc', 'varchar(3)')
    .addColumn('cc', 'varchar(3)')
    .addColumn('overlooking', 'varchar(200)')
    .addColumn('reserve_parking', 'varchar(3)')
    .addColumn('metro_railway', 'real')
    .addColumn('bus_stop', 'real')
    .addColumn('hospital', 'real')
    .addColumn('school', 'real')
    .addColumn('created_by', big, (col) =>
      col.notNull().references('users.id').onDelete('restrict'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The paged list sorts by these and filters by the lookups; each page stays an index walk.
  for (const column of [
    'created_at',
    'price',
    'city_id',
    'property_type_id',
    'status_id',
    'created_by',
  ]) {
    await db.schema
      .createIndex(`properties_${column}_idx`)
      .on('properties')
      .columns([column, 'id'])
      .execute();
  }

  await db.schema
    .createTable('property_amenities')
    .addColumn('property_id', big, (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('amenity_id', big, (col) =>
      col.notNull().references('amenities.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('property_amenities_pk', ['property_id', 'amenity_id'])
    .execute();
  await db.schema
    .createIndex('property_amenities_amenity_idx')
    .on('property_amenities')
    .column('amenity_id')
    .execute();

  await db.schema
    .createTable('property_sanctions')
    .addColumn('property_id', big, (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('sanction_id', big, (col) =>
      col.notNull().references('sanctions.id').onDelete('restrict'),
    )
    .addColumn('file', 'varchar(300)')
    .addPrimaryKeyConstraint('property_sanctions_pk', ['property_id', 'sanction_id'])
    .execute();
  await db.schema
    .createIndex('property_sanctions_sanction_idx')
    .on('property_sanctions')
    .column('sanction_id')
    .execute();

  // Enquiries are sales leads: they outlive the property (snapshot of its id and name kept).
  await db.schema
    .createTable('enquiries')
    .addColumn('id', idType, id)
    .addColumn('property_id', big, (col) => col.references('properties.id').onDelete('set null'))
    .addColumn('prp_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('project_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('user_id', big, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('occupation', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('time', 'varchar(20)', (col) => col.notNull())
    .addColumn('remark', 'varchar(1000)')
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('new'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('enquiries_user_idx')
    .on('enquiries')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('enquiries_created_idx')
    .on('enquiries')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'enquiries',
    'property_sanctions',
    'property_amenities',
    'properties',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of [...LOOKUP_TABLES].reverse()) await db.schema.dropTable(table).execute();
}
