// How a public page's HTML is made (decision 088). The host's static server asks for a page; this
// finds its route, loads the page's module from its remote (Module Federation's Node runtime, over
// HTTP, from the remote's own server build), lets the module read the page's data into a fresh
// query cache and say its head, renders the same tree the browser runs, with the styles it used,
// and hands back the markup, the head and the cache for the browser to hydrate.
import { Writable } from 'node:stream';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createQueryClient, setRuntimeConfig } from 'shared-api';
import type { RuntimeConfig } from 'shared-api/contract';
import { PAGE_NOT_FOUND_TITLE } from 'shared-ui';
import { headTags, type PageHead, type PageLoadResult } from 'shared-ui/head';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { findRoute } from '../app/route-table';
import { createFallbackPlugin, FALLBACK_MODULE } from '../features/federation/fallback-plugin';
import { REMOTE_UNAVAILABLE_MESSAGE } from '../features/federation/remote-unavailable';
import { LoadedPageContext } from '../features/federation/loaded-page-context';
import type { RemotePageProps } from '../features/federation/remote-page';
import { publicApiUrl } from './public-api-url';
import { isRemoteCurrent } from './remote-versions';
import { forVisitor, installVisitorHeaders } from './visitor-headers';
import type { RenderVisitor } from './visitor-proof';

export interface RenderRequest {
  /** The address asked for: path and query. */
  url: string;
  /** The runtime configuration of the address the page was asked on, as the browser gets it. */
  config: RuntimeConfig;
  /** The API as this server reaches it. */
  apiBaseUrl: string;
  /** Each remote's server entry (`<origin>/server/remoteEntry.js`) as this server reaches it. */
  serverEntries: Readonly<Record<string, string>>;
  /** Whom the page is rendered for: the API counts its reads against them (HOST_SECRET set). */
  visitor?: RenderVisitor;
}

export interface RenderedPage {
  /** 200; 404 for an unknown address or property; 503 when the page's remote is unreachable. */
  status: number;
  /** What goes into <head>: title, description, canonical, Open Graph, JSON-LD, the styles. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The query cache the page was rendered from, for the browser to hydrate with. */
  state: DehydratedState;
}

/** How long a page may take to render before the server gives up on it. */
const RENDER_TIMEOUT_MS = 10_000;

let isSetUp = false;

/** Once per process: the remote fallback, as in the browser (a dead remote renders Retry). */
function setUp(): void {
  if (isSetUp) return;
  registerPlugins([createFallbackPlugin()]);
  installVisitorHeaders();
  isSetUp = true;
}

/**
 * The head of a page the shell answers alone, kept out of search indexes: an address the site does
 * not have, or a page whose remote is down.
 */
function shellHead(config: RuntimeConfig, title: string, description: string): PageHead {
  return {
    title: `${title} | ${config.site.brokerName}`,
    description,
    canonical: `${config.siteUrl}/`,
    type: 'website',
    image: {
      url: `${publicApiUrl(config)}/api/site/share-image`,
      width: 1200,
      height: 630,
      alt: config.site.brokerName,
    },
    jsonLd: [],
    noindex: true,
  };
}

/** React's stream, whole, as text: the page is sent once everything in it is ready. */
function renderToText(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, however large: no script swaps a part in later (the site's policy
      // runs no inline scripts, and the page is sent whole anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(deadline);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // Rendered as the page's error boundary shows it; kept for whoever operates the site.
        console.error('render-page:', error);
      },
    });
    const deadline = setTimeout(
      () => stream.abort(new Error('render timed out')),
      RENDER_TIMEOUT_MS,
    );
    sink.on('finish', () => {
      clearTimeout(deadline);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

interface PagePlan {
  status: number;
  head: PageHead;
  loaded: ReadonlyMap<string, ComponentType<RemotePageProps>>;
}

/** Finds the page, loads its module and its data into `queryClient`; null for a staff page. */
async function planPage(
  request: RenderRequest,
  queryClient: QueryClient,
): Promise<PagePlan | null> {
  const url = new URL(request.url, request.config.siteUrl);
  const opened = findRoute(url.pathname);
  if (!opened) {
    const head = shellHead(
      request.config,
      PAGE_NOT_FOUND_TITLE,
      `This page does not exist on ${request.config.site.brokerName}'s site.`,
    );
    return { status: 404, head, loaded: new Map() };
  }
  if (opened.route.access !== 'public') return null;
  const { page } = opened.route;
  const entry = request.serverEntries[page.remote];
  const isCurrent = entry !== undefined && (await isRemoteCurrent(page.remote, entry));
  const module = isCurrent ? await page.load() : FALLBACK_MODULE;
  const loaded = new Map<string, ComponentType<RemotePageProps>>([[page.id, module.default]]);
  if (module === FALLBACK_MODULE) {
    // The remote is down: the shell and Retry, 503.
    const head = shellHead(request.config, REMOTE_UNAVAILABLE_MESSAGE, 'Please try again shortly.');
    return { status: 503, head, loaded };
  }
  if (!module.load) {
    // A page that says nothing of itself (every public page of ours exports a `load`).
    const head = shellHead(
      request.config,
      request.config.site.tagline,
      request.config.site.tagline,
    );
    return { status: 200, head, loaded };
  }
  const result: PageLoadResult = await module.load({
    queryClient,
    params: opened.params,
    search: url.searchParams,
    site: request.config.site,
    siteUrl: request.config.siteUrl,
    apiUrl: publicApiUrl(request.config),
  });
  return { status: result.status, head: result.head, loaded };
}

/** The public page at `request.url`, rendered; null for a staff page (the browser renders it). */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  setUp();
  return forVisitor(request.visitor, () => renderFor(request));
}

async function renderFor(request: RenderRequest): Promise<RenderedPage | null> {
  // Where this process reaches the API: the queries read through it. What the page shows (image
  // addresses) comes from `request.config`, the configuration of the address it was asked on.
  setRuntimeConfig({ ...request.config, apiBaseUrl: request.apiBaseUrl, remotes: {} });
  const queryClient = createQueryClient();
  const plan = await planPage(request, queryClient);
  if (!plan) return null;
  const sheet = new ServerStyleSheet();
  try {
    const body = await renderToText(
      sheet.collectStyles(
        <LoadedPageContext value={plan.loaded}>
          <App
            initialUser={null}
            queryClient={queryClient}
            config={request.config}
            location={request.url}
          />
        </LoadedPageContext>,
      ),
    );
    return {
      status: plan.status,
      head: headTags(plan.head, request.config.site.brokerName) + sheet.getStyleTags(),
      body,
      state: dehydrate(queryClient),
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
