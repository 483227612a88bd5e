export type { PageHead, PageLoad, PageLoadContext, PageLoadResult, ShareImage } from './page-head';
export { headTags } from './head-tags';
