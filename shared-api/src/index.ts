// Filled in by the front-end work: the axios client, typed endpoint functions and AuthProvider.
export * from './contract';
