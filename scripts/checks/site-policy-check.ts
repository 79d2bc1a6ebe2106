/**
 * The Content Security Policy checks of one built page: its policy meta comes first in <head> and
 * allows each of its inline scripts by hash (src/node/post-build/page-policies.ts adds it).
 */
import { DomUtils } from 'htmlparser2';
import type { Document, Element } from 'domhandler';
import {
  CSP_HEADER,
  isExecutableScriptType,
  parsePolicy,
} from '../../src/domain/hosting/content-security-policy';
import { GATSBY_ROOT_ID } from '../../src/domain/html/element-ids';
import { scriptHash } from '../../src/node/post-build/policy-meta';

/** The HTML prescan looks for the charset declaration in the first 1024 bytes only. */
export const CHARSET_PRESCAN_BYTES = 1024;

/**
 * The Content Security Policy checks of one page (src/node/post-build/page-policies.ts adds the
 * policy after the build): the policy meta is the first element of <head>, scripts may come from
 * this origin and by hash only, every executable inline script's hash is in it, no element has
 * an inline event handler, and the charset declaration is still where the browser looks for it.
 */
export function policyProblems(doc: Document, text: string): string[] {
  const out: string[] = [];
  const head = DomUtils.findOne((el) => el.name === 'head', doc.children);
  const first = head?.children.find((c): c is Element => c.type === 'tag');
  if (
    !first ||
    first.name !== 'meta' ||
    (first.attribs['http-equiv'] ?? '').toLowerCase() !== CSP_HEADER.toLowerCase()
  ) {
    out.push(
      `has no <meta http-equiv="${CSP_HEADER}"> as the first element of <head>; the build adds it last (src/node/post-build/post-build.ts): rebuild, and run any step that rewrites HTML before it.`,
    );
    return out;
  }
  const policy = parsePolicy(first.attribs.content ?? '');
  const scriptSrc = policy.get('script-src');
  if (!scriptSrc) out.push('its Content Security Policy has no script-src.');
  else
    for (const source of scriptSrc)
      if (source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))
        out.push(
          `its Content Security Policy allows scripts by ${source}; only 'self' and hashes are allowed.`,
        );
  if ((policy.get('object-src') ?? []).join(' ') !== "'none'")
    out.push("its policy lacks object-src 'none'.");
  if ((policy.get('base-uri') ?? []).join(' ') !== "'self'") out.push("its policy lacks base-uri 'self'.");
  const allowed = new Set(scriptSrc ?? []);
  const root = DomUtils.findOne((el) => el.attribs.id === GATSBY_ROOT_ID, doc.children);
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    for (const attribute of Object.keys(el.attribs))
      if (/^on/i.test(attribute))
        out.push(`<${el.name} ${attribute}="…"> is an inline event handler; the policy blocks it.`);
    if (el.name !== 'script' || !isExecutableScriptType(el.attribs.type)) continue;
    if (root && DomUtils.existsOne((e) => e === el, [root]))
      out.push(
        `has a <script> inside the page content (#${GATSBY_ROOT_ID}); only the build's own scripts may run.`,
      );
    if (el.attribs.src !== undefined) continue;
    const body = el.children.map((c) => ('data' in c ? c.data : '')).join('');
    if (body !== '' && !allowed.has(scriptHash(body)))
      out.push(
        `an inline <script> (${JSON.stringify(body.trim().slice(0, 60))}…) matches no hash of its policy, so the browser blocks it; the hashes must be taken after every rewrite of the HTML.`,
      );
  }
  const charsetAt = /<meta\s+charset=/i.exec(text)?.index;
  if (charsetAt !== undefined && Buffer.byteLength(text.slice(0, charsetAt), 'utf8') >= CHARSET_PRESCAN_BYTES)
    out.push(
      `its <meta charset> starts after the first ${CHARSET_PRESCAN_BYTES} bytes (the policy before it is too long), where browsers no longer look for it.`,
    );
  return out;
}
