/**
 * One page's policy: the `<meta http-equiv="Content-Security-Policy">` made from the hashes of the
 * inline scripts the build wrote (src/node/post-build/page-scan.ts finds them), put as the first
 * element of <head>. The policy itself is src/domain/hosting/content-security-policy.ts.
 */
import { createHash } from 'crypto';
import {
  CSP_HEADER,
  hashSource,
  pagePolicy,
  scriptTextForHash,
} from '../../domain/hosting/content-security-policy';
import { scanPage } from './page-scan';

/** The `'sha256-…'` source a browser accepts for an inline script with this text. */
export const scriptHash = (text: string, encoding: PageEncoding = 'utf8'): string =>
  hashSource(createHash('sha256').update(scriptTextForHash(text), encoding).digest('base64'));

/**
 * How a page's text is held: as text (`utf8`), or as its bytes read as `latin1`, one character a
 * byte. The policy step reads pages as bytes: no UTF-8 decoding or encoding of 100 KB pages, and
 * the bytes are written back as they were.
 */
export type PageEncoding = 'utf8' | 'latin1';

/** A value of a page read as bytes, as text again (for messages). */
const fromBytes = (raw: string): string => Buffer.from(raw, 'latin1').toString('utf8');

/** Text as a page read as bytes holds it. */
export const asBytes = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

/** Raised for a page the policy cannot be given to; the message names the file and the fix. */
export class PagePolicyError extends Error {}

/**
 * The page's HTML with its policy meta as the first element of <head> (replacing one an earlier
 * run added). `file` names the page in errors.
 */
export function withPagePolicy(html: string, file: string, encoding: PageEncoding = 'utf8'): string {
  const scan = scanPage(html, encoding === 'latin1' ? fromBytes : undefined);
  if (scan.problems.length > 0) throw new PagePolicyError(`${file}: ${scan.problems.join('; ')}.`);
  if (scan.headContentStart === null)
    throw new PagePolicyError(`${file}: has no <head> to carry its Content Security Policy.`);
  let source = html;
  let insertAt = scan.headContentStart;
  if (scan.existingPolicy) {
    source = html.slice(0, scan.existingPolicy.start) + html.slice(scan.existingPolicy.end);
    insertAt = scan.existingPolicy.start;
  }
  const policy = pagePolicy(scan.buildScripts.map((s) => scriptHash(s.text, encoding)));
  const meta = `<meta http-equiv="${CSP_HEADER}" content="${policy.replace(/"/g, '&quot;')}"/>`;
  return source.slice(0, insertAt) + meta + source.slice(insertAt);
}

/** The start of a page this step has given its policy: the meta comes right after `<head>`. */
export const POLICY_META_START = `<meta http-equiv="${CSP_HEADER}"`;
