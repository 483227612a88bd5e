/** A year: stored names are random and never reused, so a file at a URL never changes. */
const ONE_YEAR_SECONDS = 31_536_000;

/** Headers of every stored file: read only as the type it was stored as, and cached for good. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
};

/**
 * Headers of a document (a sanction letter: a PDF, or a scan in `documents/`). A PDF can carry
 * scripts (`/OpenAction`) that a browser's viewer runs when the file opens inline at the API's
 * origin; so it is a download, and a sandbox (no scripts, no plugins, a unique origin) should a
 * browser render it anyway.
 */
const DOCUMENT_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
};

/**
 * The disposition, named (OWASP ASVS 5.0 V5.4.1) by the stored name: ours and random hex, never
 * the client's, yet kept to safe characters regardless (V5.4.2).
 */
function dispositionOf(type: 'inline' | 'attachment', name: string): string {
  return `${type}; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}

/**
 * The headers a stored file is served with, whichever store holds it. `folder` is its first folder
 * under the upload root. Documents (the `documents/` folder, and any PDF wherever it lies) are
 * sandboxed downloads; images and videos are shown inline by the pages.
 */
export function uploadHeaders(folder: string, name: string): Record<string, string> {
  if (folder === 'documents' || /\.pdf$/i.test(name)) {
    return {
      ...FILE_HEADERS,
      ...DOCUMENT_HEADERS,
      'content-disposition': dispositionOf('attachment', name),
    };
  }
  return { ...FILE_HEADERS, 'content-disposition': dispositionOf('inline', name) };
}
