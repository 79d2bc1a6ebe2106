/**
 * The site's Content Security Policy, written once. Every HTML page carries it in a
 * `<meta http-equiv="Content-Security-Policy">` (object storage sends no headers), with one hash
 * per inline script the build wrote (src/node/post-build/page-policies.ts adds it after the build);
 * deploy/nginx.conf sends the header policies below (tests/unit/domain/hosting/content-security-policy.test.ts
 * fails when the file and this module disagree).
 *
 * A browser enforces every policy it receives: a script runs only when each of them allows it.
 * So the header sent with pages leaves scripts (script-src, and default-src, which script-src
 * falls back to) to the page's meta: a header `script-src 'self'` would block the inline scripts
 * the meta's hashes allow, and `'unsafe-inline'` in the header would add nothing but risk. The
 * header adds what a meta cannot carry (`frame-ancestors`, ignored in a meta). Files that are not
 * pages (JSON, SVG, the service worker) carry no meta, so their header holds the whole policy with
 * `script-src 'self'` and no inline script at all. nginx chooses between the two by the file it
 * serves (`.html`), not by Content-Type: a 304 answer to a revalidation has no Content-Type, and a
 * browser replaces the cached page's headers with the 304's (with the file policy there, every
 * revisited page had its own scripts blocked).
 *
 * Styles stay `'unsafe-inline'`: the picture boxes (gatsby-plugin-image's wrappers and the
 * author avatars' hue) are server-rendered `style` attributes, which only `'unsafe-inline'` (or a
 * hash of every attribute value with `'unsafe-hashes'`) allows, and Gatsby inlines the whole
 * stylesheet as a `<style>` element. CSS cannot run script; scripts are where the policy is strict.
 */

export type Directives = readonly (readonly [name: string, sources: readonly string[]])[];

const SELF = "'self'";
const NONE = "'none'";

/** The name of the meta element's http-equiv (and of the header). */
export const CSP_HEADER = 'Content-Security-Policy';

/**
 * What the page's meta and every header share: where styles, pictures, fonts, fetches, the
 * manifest and the service worker may come from, and what is never allowed. Article pictures may
 * come from any https host.
 */
export const SHARED_DIRECTIVES: Directives = [
  ['style-src', [SELF, "'unsafe-inline'"]],
  ['img-src', [SELF, 'data:', 'https:']],
  ['font-src', [SELF, 'data:']],
  ['connect-src', [SELF]],
  ['manifest-src', [SELF]],
  ['worker-src', [SELF]],
  ['media-src', [SELF]],
  ['frame-src', [NONE]],
  ['object-src', [NONE]],
  ['base-uri', [SELF]],
  ['form-action', [SELF]],
];

/** What only a header can carry: a meta policy ignores frame-ancestors (CSP3, section 6.1.2). */
export const HEADER_ONLY_DIRECTIVES: Directives = [['frame-ancestors', [NONE]]];

/** Directives a meta element may not carry; the browser ignores them there and warns. */
const META_FORBIDDEN = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** A hash source of the policy grammar: `'sha256-<base64 digest>'`. */
export const hashSource = (base64Sha256: string): string => `'sha256-${base64Sha256}'`;

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** The policy text of a directive list: `name a b; name c`. */
export const serializePolicy = (directives: Directives): string =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** A policy text back into directives (names lower-cased; a repeated directive keeps the first). */
export function parsePolicy(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!out.has(key)) out.set(key, sources);
  }
  return out;
}

/**
 * The policy a page carries in its meta: everything the site allows, and scripts only from this
 * origin or with one of `scriptHashes` (hash sources of the page's own inline scripts; duplicates
 * are dropped, the order kept). No 'unsafe-inline', no 'unsafe-eval'.
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  const hashes = [...new Set(scriptHashes)];
  for (const h of hashes)
    if (!HASH_SOURCE.test(h)) throw new Error(`pagePolicy: ${h} is not a 'sha256-…' hash source`);
  const directives: Directives = [
    ['default-src', [SELF]],
    ['script-src', [SELF, ...hashes]],
    ...SHARED_DIRECTIVES,
  ];
  for (const [name] of directives)
    if (META_FORBIDDEN.has(name)) throw new Error(`pagePolicy: ${name} has no effect in a meta policy`);
  return serializePolicy(directives);
}

/**
 * The header nginx sends with HTML pages: the shared directives and frame-ancestors, nothing on
 * scripts (the page's meta governs them; see the top of this file).
 */
export const PAGE_HEADER_POLICY = serializePolicy([...SHARED_DIRECTIVES, ...HEADER_ONLY_DIRECTIVES]);

/** The header nginx sends with every other file: no meta there, so the whole policy, no inline script. */
export const FILE_HEADER_POLICY = serializePolicy([
  ['default-src', [SELF]],
  ['script-src', [SELF]],
  ...SHARED_DIRECTIVES,
  ...HEADER_ONLY_DIRECTIVES,
]);

/** Media types of classic scripts (HTML, "JavaScript MIME type essence match"). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether a `<script>` with this `type` attribute (undefined when absent) is something the browser
 * runs or applies under script-src: a classic or module script, an import map or speculation
 * rules. Anything else (application/ld+json, application/json) is a data block: never executed,
 * not subject to the policy, no hash needed.
 */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const t = type.trim().toLowerCase();
  if (t === '') return true;
  if (t === 'module' || t === 'importmap' || t === 'speculationrules') return true;
  return JAVASCRIPT_TYPES.has(t.split(';')[0]!.trim());
}

/**
 * The text a browser hashes for an inline script: the element's text as parsed, and HTML parsing
 * turns every CR LF and lone CR into LF before anything else.
 */
export const scriptTextForHash = (raw: string): string => raw.replace(/\r\n?/g, '\n');
