/**
 * The benchmark corpus: deterministic, complete (all 36 subcategories and every fallback case)
 * and valid content by the same rules the build applies.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { prepareContent, PreparedContent } from '../../../../src/domain/content/model';
import { defaultAuthorFor } from '../../../../src/domain/content/default-author';
import { defaultDateFor } from '../../../../src/domain/content/dates';
import { buildTaxonomyIndex } from '../../../../src/domain/listings/indexing';
import { subcategoryIndexKey } from '../../../../src/domain/listings/listing-key';
import { slugify } from '../../../../src/domain/content/slug';
import { TAXONOMY } from '../../../../src/domain/listings/taxonomy';
import { parseMarkdown } from '../../../../src/node/content/read-content';
import { Corpus, FALLBACK_CASES } from '../../../../scripts/corpus/corpus-plan';
import { DATE_SPAN_DAYS, generateCorpus, generatedDay } from '../../../../scripts/corpus/generator';
import { CONTENT_START_DATE } from '../../../../src/domain/constants';
import { publicationState } from '../../../../src/domain/content/publishing';
import { filesUnder } from '../../../../src/node/files/walk';
import { prng } from '../../../../scripts/lib/prng';
import { hasCorpus, writeCorpus } from '../../../../scripts/corpus/corpus';
import { repoRoot } from '../../../support/paths';

const root = repoRoot;

/** Validate a generated corpus exactly as `check:content` and the build do. */
function prepare(corpus: Corpus): PreparedContent {
  const md = (prefix: string) =>
    corpus.files.filter((f) => f.path.startsWith(prefix)).map((f) => parseMarkdown(f.content, f.path));
  const json = (name: string) => {
    const f = corpus.files.find((x) => x.path === name);
    return f ? { file: name, data: JSON.parse(f.content) as unknown } : { file: name, missing: true };
  };
  return prepareContent({
    articles: md('articles/'),
    info: md('info/'),
    authors: json('authors.json'),
    sponsored: json('sponsored-links.json'),
    taxonomy: json('taxonomy.json'),
  });
}

const corpus = generateCorpus({ articles: 400 });
const prepared = prepare(corpus);
const byId = new Map(prepared.content.articles.map((a) => [a.id, a]));
const planned = (kind: string) => corpus.articles.filter((a) => a.cases.includes(kind as never));

describe('prng', () => {
  it('gives the same stream for the same seed and numbers in [0, 1)', () => {
    const a = prng(42);
    const b = prng(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
    expect(prng(43)()).not.toBe(prng(42)());
  });
});

describe('generateCorpus', () => {
  it('is deterministic: the same options give the same files byte for byte', () => {
    expect(generateCorpus({ articles: 400 })).toEqual(corpus);
  });

  it('depends on the seed', () => {
    const other = generateCorpus({ articles: 400, seed: 1 });
    expect(other.files.find((f) => f.path.startsWith('articles/'))?.content).not.toBe(
      corpus.files.find((f) => f.path.startsWith('articles/'))?.content,
    );
  });

  it('keeps article n the same whatever the corpus size', () => {
    const small = generateCorpus({ articles: 100 });
    const articles = (c: Corpus) => c.files.filter((f) => f.path.startsWith('articles/'));
    expect(articles(small)).toEqual(articles(corpus).slice(0, 100));
  });

  it('writes the requested number of articles, the authors, taxonomy, sponsored links and info pages', () => {
    expect(corpus.files.filter((f) => f.path.startsWith('articles/'))).toHaveLength(400);
    expect(corpus.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'authors.json',
        'taxonomy.json',
        'sponsored-links.json',
        'info/about-us.md',
        'info/privacy-policy.md',
        'info/terms.md',
      ]),
    );
    expect(prepared.content.authors).toHaveLength(55);
    expect(prepared.content.info.map((i) => i.name).sort()).toEqual(['about-us', 'privacy-policy', 'terms']);
    expect(Object.keys(prepared.content.sponsored.sapeLinks)).toContain('/');
    expect(prepared.content.sponsored.sapeNewUrl).toMatch(/^<a href="https:/);
  });

  it('is valid content: no errors, and warnings only for the planned unknown names', () => {
    expect(prepared.errors).toEqual([]);
    const unknown = new Set(
      [...planned('unknown-category'), ...planned('unknown-subcategory')].map((a) => a.file),
    );
    expect(prepared.warnings.length).toBeGreaterThan(0);
    for (const w of prepared.warnings) expect(unknown.has(w.file)).toBe(true);
  });

  it('gives every taxonomy node a title and description', () => {
    for (const cat of TAXONOMY) {
      const texts = prepared.content.taxonomyTexts[cat.key];
      expect(texts.description).not.toBe('');
      for (const s of cat.subcategories) expect(texts.subcategories[s.key].description).not.toBe('');
    }
  });

  it('lists articles in all 36 subcategories', () => {
    const index = buildTaxonomyIndex(prepared.content.articles);
    for (const cat of TAXONOMY)
      for (const s of cat.subcategories)
        expect(index.bySubcategory.get(subcategoryIndexKey(cat.key, s.key))?.length ?? 0).toBeGreaterThan(0);
  });

  it('covers every subcategory and fallback case within the first minimumForFullCoverage articles', () => {
    const small = generateCorpus({ articles: corpus.minimumForFullCoverage });
    expect(new Set(small.articles.map((a) => a.slot)).size).toBe(36);
    for (const kind of FALLBACK_CASES) expect(small.articles.some((a) => a.cases.includes(kind))).toBe(true);
  });

  it('files an unknown subcategory under other and lists an unknown category nowhere', () => {
    for (const p of planned('unknown-subcategory')) {
      const placements = byId.get(p.id)?.placements ?? [];
      expect(placements.map((x) => x.subcategoryKey)).toEqual(['other']);
      expect(placements[0].reason).toBe('unknown-subcategory');
    }
    for (const p of planned('unknown-category')) expect(byId.get(p.id)?.placements).toEqual([]);
    expect(planned('unknown-category').length).toBeGreaterThan(0);
  });

  it('files an article without subcategories under other', () => {
    expect(planned('no-subcategories').length).toBeGreaterThan(0);
    for (const p of planned('no-subcategories'))
      expect(byId.get(p.id)?.placements.map((x) => [x.subcategoryKey, x.reason])).toEqual([
        ['other', 'no-subcategory'],
      ]);
  });

  it('spells names out in ways that normalise back to their keys', () => {
    const spelled = planned('spelled-out');
    expect(spelled.length).toBeGreaterThan(0);
    for (const p of spelled) {
      const file = corpus.files.find((f) => f.path === p.file)?.content ?? '';
      const category = /category: "([^"]+)"/.exec(file)?.[1];
      expect(category).not.toBe(p.slot.split('/')[0]);
      const placement = byId.get(p.id)?.placements[0];
      expect(`${placement?.categoryKey}/${placement?.subcategoryKey}`).toBe(p.slot);
      expect(placement?.reason).toBe('exact');
    }
  });

  it('places articles with several entities in each of them', () => {
    const multi = planned('multiple-entities').filter((p) => (byId.get(p.id)?.placements.length ?? 0) > 1);
    expect(multi.length).toBeGreaterThan(0);
  });

  it('leaves out dates and authors where planned, so the defaults apply', () => {
    expect(planned('missing-date').length).toBeGreaterThan(0);
    for (const p of planned('missing-date'))
      expect(byId.get(p.id)?.date).toBe(defaultDateFor(p.id).toISOString());
    const names = prepared.content.authors.map((a) => a.name);
    expect(planned('missing-author').length).toBeGreaterThan(0);
    for (const p of planned('missing-author'))
      expect(byId.get(p.id)?.author).toBe(defaultAuthorFor(p.id, names));
  });

  it('dates every article in the past at any size, so a build publishes all of them', () => {
    // the last hour an article can be dated: the end of the span's last day
    const latest = new Date(Date.parse(CONTENT_START_DATE) + DATE_SPAN_DAYS * 24 * 60 * 60 * 1000);
    expect(latest.getTime()).toBeLessThan(Date.parse('2026-09-17T00:00:00Z'));
    for (let id = 1; id <= 100_000; id += 1) expect(generatedDay(id)).toBeLessThan(DATE_SPAN_DAYS);
    expect(generatedDay(100_000)).not.toBe(generatedDay(99_992));
    for (const a of prepared.content.articles) expect(publicationState(a, latest)).toBe('published');
  });

  it('writes realistic bodies: varied lengths, headings, and Luau code in some', () => {
    const bodies = prepared.content.articles.map((a) => a.body);
    const words = bodies.map((b) => b.split(/\s+/).length).sort((a, b) => a - b);
    expect(words[0]).toBeLessThan(400);
    expect(words[words.length - 1]).toBeGreaterThan(1000);
    expect(bodies.every((b) => /^## /m.test(b))).toBe(true);
    const withCode = bodies.filter((b) => b.includes('```lua\n')).length;
    expect(withCode).toBeGreaterThan(0);
    expect(withCode).toBeLessThan(bodies.length / 2);
  });

  it('gives every article a unique slug and most a slug derived from the title', () => {
    const slugs = corpus.articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const derived = corpus.articles.filter((a) => a.slug === slugify(a.title)).length;
    expect(derived / corpus.articles.length).toBeGreaterThan(0.8);
  });

  it('rejects a negative or fractional size', () => {
    expect(() => generateCorpus({ articles: -1 })).toThrow(/--articles/);
    expect(() => generateCorpus({ articles: 1.5 })).toThrow(/--articles/);
  });
});

describe('generateCorpus without pictures', () => {
  it('writes the same articles with no cover, no inline picture and no picture files', () => {
    const plain = generateCorpus({ articles: 400, pictures: false });
    expect(plain.pictures).toEqual([]);
    expect(plain.files.map((f) => f.path)).toEqual(corpus.files.map((f) => f.path));
    const withoutPictures = (text: string): string =>
      text.replace(/^cover: .*\ncover_alt: .*\n/m, '').replace(/\n\n!\[[^\]]*\]\([^)]*\)/, '');
    for (const [i, f] of plain.files.entries()) {
      expect(f.content).not.toMatch(/^cover:|!\[/m);
      expect(f.content).toBe(withoutPictures(corpus.files[i].content));
    }
  });
});

describe('writeCorpus', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the files, marks the folder, and replaces an earlier corpus there', () => {
    const small = generateCorpus({ articles: 10 });
    writeCorpus(dir, small, { articles: 10, seed: 1, pictures: true });
    expect(hasCorpus(dir, { articles: 10, seed: 1, pictures: true })).toBe(true);
    expect(hasCorpus(dir, { articles: 11, seed: 1, pictures: true })).toBe(false);
    writeCorpus(dir, generateCorpus({ articles: 3 }), { articles: 3, seed: 1, pictures: true });
    const articles = filesUnder(path.join(dir, 'articles')).filter((f) => f.endsWith('.md'));
    expect(articles).toHaveLength(3);
  });

  it('never deletes a folder it did not write', () => {
    fs.writeFileSync(path.join(dir, 'notes.md'), 'mine');
    expect(() =>
      writeCorpus(dir, generateCorpus({ articles: 1 }), { articles: 1, seed: 1, pictures: true }),
    ).toThrow(/not empty/);
    expect(fs.readFileSync(path.join(dir, 'notes.md'), 'utf8')).toBe('mine');
  });
});

describe('npm run corpus + npm run check:content', () => {
  it('writes a folder that check:content accepts with zero errors', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-cli-'));
    const out = path.join(dir, 'content');
    try {
      const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
      const gen = spawnSync(tsx, ['scripts/corpus/corpus.ts', '--articles', '60', '--out', out], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(gen.stderr).toBe('');
      expect(gen.status).toBe(0);
      expect(gen.stdout).toMatch(/60 articles/);
      const check = spawnSync(tsx, ['scripts/editor/check-content.ts', out], { cwd: root, encoding: 'utf8' });
      expect(check.stdout).toMatch(/60 articles, 55 authors, 3 info pages: 0 error\(s\)/);
      expect(check.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('explains its usage when an option is missing', () => {
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const run = spawnSync(tsx, ['scripts/corpus/corpus.ts', '--articles', '5'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/usage: npm run corpus -- --articles N --out DIR/);
  }, 60_000);
});
