import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor wait up to 5 s, not 1: with two Jest workers on two busy cores, a page's
// first render and its stubbed reads can take longer than a second. A wait ends as soon as the
// element is there, so passing tests are not slower (decision 104).
configure({ asyncUtilTimeout: 5_000 });
