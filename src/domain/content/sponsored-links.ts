/**
 * The sponsored-link file (sponsored-links.json). Every snippet is sanitised here, once: what
 * this returns is what the pages show.
 */
import { error, Problem, warning } from './problems';
import { normalizePath } from '../listings/routes';
import { sanitizeSponsoredHtml } from '../sponsored/sanitizer';
import type { SponsoredData } from '../sponsored/block';
import { isRecord, jsonSyntaxError } from './shared';
import type { JsonFile } from './types';

const SPONSORED_SHAPE =
  '{"sapeLinks": {"/path": ["<a href=\\"https://...\\">text</a>"]}, "sapeNewUrl": "<a ...>"}';

/** A sapeLinks key must be a site path: no scheme, host, query, fragment or whitespace. */
const SITE_PATH = /^\/[^\s?#\\]*$/;
/** Validate the sponsored-link file and sanitise its snippets. */
export function readSponsored(f: JsonFile, problems: Problem[]): SponsoredData {
  const empty: SponsoredData = { sapeLinks: {}, sapeNewUrl: '' };
  if (f.missing) return empty;
  if (f.parseError) {
    problems.push(jsonSyntaxError(f));
    return empty;
  }
  if (!isRecord(f.data)) {
    problems.push(error(f.file, '(root)', `must be an object ${SPONSORED_SHAPE}.`));
    return empty;
  }
  const { sapeLinks, sapeNewUrl, ...rest } = f.data;
  for (const key of Object.keys(rest))
    problems.push(
      error(
        f.file,
        key,
        `is not a sponsored-link field; the file holds only "sapeLinks" and "sapeNewUrl" (${SPONSORED_SHAPE}).`,
      ),
    );
  // the snippet the pages show; one with nothing left would be a silent gap on the page
  const sanitised = (field: string, html: string): string => {
    const clean = sanitizeSponsoredHtml(html);
    if (html.trim() !== '' && clean === '')
      problems.push(
        warning(f.file, field, 'has no link or text left once sanitised and is not shown; check the HTML.'),
      );
    return clean;
  };
  const result: SponsoredData = { sapeLinks: {}, sapeNewUrl: '' };
  if (sapeNewUrl !== undefined && typeof sapeNewUrl !== 'string') {
    problems.push(
      error(f.file, 'sapeNewUrl', 'must be an HTML string such as "<a href=\\"https://...\\">text</a>".'),
    );
  } else {
    result.sapeNewUrl = sanitised('sapeNewUrl', sapeNewUrl ?? '');
  }
  if (sapeLinks !== undefined && !isRecord(sapeLinks)) {
    problems.push(
      error(f.file, 'sapeLinks', 'must be an object mapping page paths to lists of HTML strings.'),
    );
  } else if (sapeLinks) {
    const seen = new Map<string, string>();
    for (const [key, links] of Object.entries(sapeLinks)) {
      const field = `sapeLinks["${key}"]`;
      // "/authors/" and "/authors" are the same page (paths have no trailing slash)
      const path = normalizePath(key);
      if (!SITE_PATH.test(key)) {
        problems.push(
          error(
            f.file,
            field,
            'must be a page path starting with "/" without host, query, fragment or spaces (for example "/authors").',
          ),
        );
      } else if (!Array.isArray(links) || !links.every((l) => typeof l === 'string')) {
        problems.push(error(f.file, field, 'must be a list of HTML strings.'));
      } else if (seen.has(path)) {
        problems.push(
          error(f.file, field, `is the same page as sapeLinks["${seen.get(path)}"]; merge the two lists.`),
        );
      } else {
        seen.set(path, key);
        result.sapeLinks[path] = (links as string[])
          .map((html, i) => sanitised(`${field}[${i}]`, html))
          .filter((html) => html !== '');
      }
    }
  }
  return result;
}
