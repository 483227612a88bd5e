export * from './fields';
export * from './people';
export * from './enquiry';
export * from './masters';
export * from './property';
export * from './property-payload';
export * from './property-record';
export * from './property-values';
export type * from './types';
