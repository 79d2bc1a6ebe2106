/**
 * Dates on the built pages: written out at build time (formatDisplayDate in src/domain/content/dates.ts),
 * never formatted in the browser. Creating an Intl.DateTimeFormat took Chromium here 18-50 ms
 * (four times that on Lighthouse's phone) in the middle of hydration.
 */
import fs from 'fs';
import path from 'path';
import * as cheerio from 'cheerio';
import { formatDisplayDate } from '../../src/domain/content/dates';
import { siteConfig } from '../../src/site-config';
import { allHtmlFiles, currentScripts, publicDir } from './helpers';

describe('dates on the built site', () => {
  it('every <time> shows its date in the site locale', () => {
    let seen = 0;
    for (const file of allHtmlFiles()) {
      const $ = cheerio.load(fs.readFileSync(path.join(publicDir, file), 'utf8'));
      $('time[datetime]').each((_, el) => {
        const iso = $(el).attr('datetime') as string;
        expect([file, $(el).text()]).toEqual([file, formatDisplayDate(iso, siteConfig.locale)]);
        seen += 1;
      });
    }
    // cards on listings, article headers: hundreds on the real content
    expect(seen).toBeGreaterThan(100);
  });

  it('no script the browser runs formats a date', () => {
    const scripts = currentScripts();
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const text = fs.readFileSync(path.join(publicDir, file), 'utf8');
      expect([file, /DateTimeFormat|toLocaleDateString/.test(text)]).toEqual([file, false]);
    }
  });
});
