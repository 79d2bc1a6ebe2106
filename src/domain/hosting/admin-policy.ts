/**
 * The web editor at /admin/ (docs/editing.md, "Writing in the browser") is not a page of the
 * site: readers never load it, and the site's rules for pages are kept from it, and it from them.
 * - The service worker leaves it alone: it is one of SERVICE_WORKER_EXCLUDED_PATHS
 *   (./cache-policy.ts).
 * - Its own Content Security Policy (adminPolicy), in its page's meta and, without the parts that
 *   depend on the git host, in nginx's header (ADMIN_HEADER_POLICY). What it allows beyond the
 *   pages' policy is said and justified beside each directive, and holds on /admin/ only.
 */
import {
  type Directives,
  HEADER_ONLY_DIRECTIVES,
  serializePolicy,
  SHARED_DIRECTIVES,
} from './content-security-policy';

const SELF = "'self'";

/** The shared directives, with the editor's allowances put in (see adminPolicy). */
function adminShared(connect: readonly string[]): Directives {
  return SHARED_DIRECTIVES.map(([name, sources]) => {
    // a picture chosen for upload is shown from a blob: before it is saved
    if (name === 'img-src') return [name, [...sources, 'blob:']] as const;
    // the git host's API (or the local decap-server) is where the editor reads and saves; and
    // blob: because saving reads an uploaded picture back from its blob: URL (fetch) to send it:
    // without it, an article with a new picture is not saved ("Failed to fetch")
    if (name === 'connect-src') return [name, [...sources, 'blob:', ...connect]] as const;
    // the preview pane is a same-origin frame Decap writes into
    if (name === 'frame-src') return [name, [SELF]] as const;
    return [name, sources] as const;
  });
}

/**
 * The policy of the editor's page (its meta): scripts from this origin only, as every page, plus
 * 'unsafe-eval': Decap checks its configuration with ajv, which compiles each schema into a
 * function (`new Function`). The editor's own files are the only scripts; there is no inline
 * script. `connect` names the git host's API origins (or the local decap-server).
 */
export function adminPolicy(connect: readonly string[]): string {
  return serializePolicy([
    ['default-src', [SELF]],
    ['script-src', [SELF, "'unsafe-eval'"]],
    ...adminShared(connect),
  ]);
}

/**
 * The header nginx sends under /admin/: as for pages, scripts and fetches are left to the meta
 * (which names the git host chosen at build time); the header adds frame-ancestors, which a
 * meta cannot carry.
 */
export const ADMIN_HEADER_POLICY = serializePolicy([
  ...adminShared([]).filter(([name]) => name !== 'connect-src'),
  ...HEADER_ONLY_DIRECTIVES,
]);
