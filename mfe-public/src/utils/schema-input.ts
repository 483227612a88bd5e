/**
 * The values a contract schema accepts before parsing (what a form holds), read from the schema
 * itself so this remote needs no direct dependency on zod.
 */
export type SchemaInput<T extends { _zod: { input: unknown } }> = T['_zod']['input'];
