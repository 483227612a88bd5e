import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC text on both engines. */
export type Timestamp = string;
/** bigint columns come back as numbers (the pg driver is told to parse int8). */
export type Id = Generated<number>;
