/**
 * The first paint shows a page's first screen whole: every built page's head holds the
 * render-blocking expect link, and its target is one empty element of <main> after the page's h1
 * (at the end of a listing's or article's header, the home page's lead block, an error page).
 * The app shell of the offline plugin has no content and no target: the browser then paints once
 * the document is parsed, as it would without the link.
 */
import fs from 'fs';
import path from 'path';
import * as cheerio from 'cheerio';
import { ELEMENT_IDS } from '../../src/domain/html/element-ids';
import { allHtmlFiles, publicDir } from './helpers';

const files = allHtmlFiles();
const appShell = (file: string): boolean => file.startsWith('offline-plugin-app-shell-fallback/');

describe('the first screen', () => {
  it('covers every page type', () => {
    expect(files.filter((f) => !appShell(f)).length).toBeGreaterThan(50);
  });

  it.each(files.map((f) => [f]))('%s: the head holds the first paint for the first screen', (file) => {
    const $ = cheerio.load(fs.readFileSync(path.join(publicDir, file), 'utf8'));
    const links = $('head link[rel="expect"]');
    expect(links.length).toBe(1);
    expect(links.attr('href')).toBe(`#${ELEMENT_IDS.firstScreenEnd}`);
    expect(links.attr('blocking')).toBe('render');
    // the link must come before <body>: the browser reads it while parsing the head
    expect($('body link[rel="expect"]').length).toBe(0);

    const targets = $(`[id="${ELEMENT_IDS.firstScreenEnd}"]`);
    if (appShell(file)) {
      expect(targets.length).toBe(0);
      return;
    }
    expect(targets.length).toBe(1);
    expect(targets.closest('main').length).toBe(1);
    expect(targets.text()).toBe('');
    expect(targets.attr('hidden')).toBeDefined();
    // the h1 comes before the marker: the first paint shows it
    const h1 = $('main h1').first();
    expect(h1.length).toBe(1);
    const all = $('main *').toArray();
    expect(all.indexOf(h1.get(0) as (typeof all)[number])).toBeLessThan(
      all.indexOf(targets.get(0) as (typeof all)[number]),
    );
  });
});
