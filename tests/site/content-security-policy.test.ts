/**
 * Every HTML page of the build carries its Content Security Policy as the first element of
 * <head>, and every inline script on it matches one of its hashes (no more hashes than scripts):
 * the pages of every type, the 404 and 500 pages and the offline app shell the service worker
 * serves. The same check runs in `npm run check:site` (scripts/checks/site-integrity.ts).
 */
import fs from 'fs';
import path from 'path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { isExecutableScriptType, parsePolicy } from '../../src/domain/hosting/content-security-policy';
import { OFFLINE_SHELL_PATH } from '../../src/domain/listings/routes';
import { policyProblems } from '../../scripts/checks/site-policy-check';
import { allHtmlFiles, publicDir } from './helpers';

const files = allHtmlFiles();

describe('the Content Security Policy of every built page', () => {
  it('covers the error pages and the offline app shell too', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        '404.html',
        '500.html',
        `${OFFLINE_SHELL_PATH.slice(1)}/index.html`,
        'index.html',
      ]),
    );
    expect(files.length).toBeGreaterThan(100);
  });

  it('is first in <head> and allows exactly the inline scripts of the page', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(publicDir, file), 'utf8');
      const doc = parseDocument(text);
      for (const p of policyProblems(doc, text)) wrong.push(`${file}: ${p}`);
      const policy =
        /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
          text,
        )?.[1];
      const hashes = (parsePolicy(policy ?? '').get('script-src') ?? []).filter((s) =>
        s.startsWith("'sha256-"),
      );
      const inline = DomUtils.findAll(
        (el) =>
          el.name === 'script' &&
          el.attribs.src === undefined &&
          isExecutableScriptType(el.attribs.type) &&
          DomUtils.textContent(el) !== '',
        doc.children,
      );
      // Gatsby's loader data, the chunk map, the build hash and the theme script at least
      if (inline.length < 4) wrong.push(`${file}: only ${inline.length} inline scripts`);
      if (new Set(hashes).size !== new Set(inline.map((el) => DomUtils.textContent(el))).size)
        wrong.push(`${file}: ${hashes.length} hashes for ${inline.length} inline scripts`);
    }
    expect(wrong).toEqual([]);
  });
});
