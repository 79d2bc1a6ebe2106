/**
 * A deterministic content folder for benchmarks: N articles across all 36 subcategories plus
 * every fallback the indexing rules know, 55 authors, taxonomy texts, sponsored links and the
 * info pages. Pure: returns the files; scripts/corpus/corpus.ts writes them.
 *
 * Every article is drawn from its own PRNG stream (seed + id), so article 17 is the same file in
 * a corpus of 100 and one of 10,000, and two corpora differ only by the articles one lacks.
 */
import { CONTENT_START_DATE } from '../../src/domain/constants';
import { slugify } from '../../src/domain/content/slug';
import { COVERS, INLINE_PICTURES } from '../pictures/catalogue';
import { prng } from '../lib/prng';
import { SUBJECTS } from './vocabulary/subjects';
import { EMOJI } from './vocabulary/article-words';
import { AUTHOR_NAMES } from './vocabulary/people';
import { Rng, pick, int } from './random-pick';
import { sentence, body, uniqueTitle } from './article-text';
import { authorsJson, taxonomyJson, sponsoredJson, infoPage } from './site-texts';
import {
  CorpusFile,
  FALLBACK_CASES,
  ArticleCase,
  PlannedArticle,
  CorpusPicture,
  Corpus,
  CorpusOptions,
  SLOTS,
} from './corpus-plan';

export const DEFAULT_SEED = 20240916;

/** Bumped whenever the generator's output changes, so that stale corpus folders are rewritten. */
export const GENERATOR_VERSION = 3;

/**
 * Covers come from a small reused set, as on a real site the image work per distinct picture is
 * done once: 12 covers in articles/images/, and one inline picture in every tenth article.
 * Three articles in four get a cover (picked by id, so the PRNG streams stay as they were).
 */
const CORPUS_COVERS = COVERS.slice(0, 12).map((c, i) => ({
  path: `articles/images/cover-${String(i + 1).padStart(2, '0')}.jpg`,
  source: c.file,
  alt: c.alt,
}));

const CORPUS_INLINE = INLINE_PICTURES.filter((p) => p.file.endsWith('.jpg')).map((p, i) => ({
  path: `articles/images/inline-${i + 1}.jpg`,
  source: p.file,
  alt: p.alt,
}));

export const CORPUS_PICTURES: CorpusPicture[] = [...CORPUS_COVERS, ...CORPUS_INLINE].map(
  ({ path, source }) => ({
    path,
    source,
  }),
);

/** "gameDesignPrinciples" -> ["game", "design", "principles"] */
const keyWords = (key: string): string[] => key.split(/(?=[A-Z])/).map((w) => w.toLowerCase());

/** The spellings editors use for a key, all of which normalise back to it. */
function spelledOut(rng: Rng, key: string): string {
  const words = keyWords(key);
  const cap = words.map((w) => w[0].toUpperCase() + w.slice(1));
  return pick(rng, [cap.join(' '), words.join('-'), words.join('_'), cap.join('')]);
}

const UNKNOWN_CATEGORIES = ['Hardware Reviews', 'Esports News', 'Mobile Gaming', 'retro-consoles'];

const UNKNOWN_SUBCATEGORIES = ['speedrunning', 'Merch Drops', 'fan_theories', 'Patch Notes Archive'];

const TAGS = ['obby', 'security', 'luau', 'studio', 'mobile', 'events', 'art', 'trading', 'safety'];

/** Which cases article `id` exercises: the first ids cover every slot and case, later ones at random. */
function casesFor(id: number, rng: Rng): { slot: (typeof SLOTS)[number]; cases: ArticleCase[] } {
  const fixedFallback = id - SLOTS.length - 1;
  if (id <= SLOTS.length) return { slot: SLOTS[id - 1], cases: ['exact'] };
  const slot = pick(rng, SLOTS);
  if (fixedFallback < FALLBACK_CASES.length) return { slot, cases: [FALLBACK_CASES[fixedFallback]] };
  const cases: ArticleCase[] = [];
  const r = rng();
  // placement: at most one of these per article, with realistic (rare) frequencies
  if (r < 0.005) cases.push('unknown-category');
  else if (r < 0.015) cases.push('unknown-subcategory');
  else if (r < 0.035) cases.push('no-subcategories');
  else if (r < 0.085) cases.push('spelled-out');
  else if (r < 0.165) cases.push('multiple-entities');
  if (rng() < 0.002) cases.push('missing-date');
  if (rng() < 0.05) cases.push('missing-author');
  return { slot, cases: cases.length > 0 ? cases : ['exact'] };
}

function entitiesYaml(rng: Rng, slot: (typeof SLOTS)[number], cases: ArticleCase[]): string {
  const entity = (cat: string, sub: string | null, spelled = false): string => {
    const catName = spelled ? spelledOut(rng, cat) : cat;
    let out = `  - category: ${JSON.stringify(catName)}\n`;
    if (sub === null) return out;
    out += `    subcategories:\n      - subcategory: ${JSON.stringify(spelled ? spelledOut(rng, sub) : sub)}\n`;
    if (rng() < 0.3) out += `        subsubcategories: [${JSON.stringify(pick(rng, TAGS))}]\n`;
    return out;
  };
  let yaml = 'entities:\n';
  if (cases.includes('unknown-category'))
    return `${yaml}  - category: ${JSON.stringify(pick(rng, UNKNOWN_CATEGORIES))}\n`;
  if (cases.includes('unknown-subcategory'))
    return `${yaml}  - category: ${slot.cat}\n    subcategories:\n      - subcategory: ${JSON.stringify(pick(rng, UNKNOWN_SUBCATEGORIES))}\n        subsubcategories: ["dropped"]\n`;
  if (cases.includes('no-subcategories')) return yaml + entity(slot.cat, null);
  yaml += entity(slot.cat, slot.sub, cases.includes('spelled-out'));
  if (cases.includes('multiple-entities')) {
    const extra = int(rng, 1, 2);
    const used = new Set([`${slot.cat}/${slot.sub}`]);
    for (let i = 0; i < extra; i += 1) {
      const other = pick(rng, SLOTS);
      if (used.has(`${other.cat}/${other.sub}`)) continue;
      used.add(`${other.cat}/${other.sub}`);
      yaml += entity(other.cat, other.sub);
    }
  }
  return yaml;
}

const HOUR_MS = 60 * 60 * 1000;

/** Articles per day of the generated archive. */
const PER_DAY = 8;

/**
 * The generated dates stay within the two years after the content start (2024-09-16 to
 * 2026-09-16, 5,840 articles at PER_DAY), then start over: an explicit date in the future would
 * schedule the article (src/domain/content/publishing.ts) and a build would leave it out, so a large
 * corpus would no longer build what it says.
 */
export const DATE_SPAN_DAYS = 730;

/** The day after the content start that article `id` is dated (its hour is drawn apart). */
export const generatedDay = (id: number): number => Math.floor((id - 1) / PER_DAY) % DATE_SPAN_DAYS;

function article(
  seed: number,
  id: number,
  authors: readonly string[],
  used: { titles: Set<string>; slugs: Set<string> },
  pictures: boolean,
): { file: CorpusFile; plan: PlannedArticle } {
  const rng = prng((seed ^ Math.imul(id, 0x9e3779b1)) >>> 0);
  const { slot, cases } = casesFor(id, rng);
  const subjects = SUBJECTS[`${slot.cat}/${slot.sub}`];
  const title = uniqueTitle(rng, subjects, used.titles);
  // titles are unique (the content rules require it); slugs from two titles can still meet
  let slug = slugify(title);
  for (let n = 1; used.slugs.has(slug); n += 1) slug = `${slugify(title)}-${id}${n > 1 ? `-${n}` : ''}`;
  used.slugs.add(slug);

  const day = generatedDay(id);
  const date = new Date(Date.parse(CONTENT_START_DATE) + day * 24 * HOUR_MS + int(rng, 6, 22) * HOUR_MS);
  // word counts skew short, with a long tail of in-depth guides
  const words = Math.round(150 + 1350 * rng() ** 2);
  const codeChance = slot.cat === 'developmentResources' ? 0.6 : 0.05;
  const text = body(rng, subjects, words, codeChance);

  let fm = `---\nid: ${id}\ntitle: ${JSON.stringify(title)}\nslug: ${slug}\n${entitiesYaml(rng, slot, cases)}`;
  if (!cases.includes('missing-date')) fm += `date: ${date.toISOString().replace('.000Z', 'Z')}\n`;
  if (!cases.includes('missing-author')) fm += `author: ${JSON.stringify(pick(rng, authors))}\n`;
  if (rng() < 0.7) fm += `description: ${JSON.stringify(`${sentence(rng, subjects)} ${pick(rng, EMOJI)}`)}\n`;
  if (rng() < 0.1)
    fm += `updated: ${new Date(date.getTime() + int(rng, 2, 60) * 24 * HOUR_MS).toISOString().slice(0, 10)}\n`;
  // articles sit one folder below articles/, the pictures in articles/images/
  const relative = (p: string): string => `../${p.slice('articles/'.length)}`;
  if (pictures && id % 4 !== 0) {
    const cover = CORPUS_COVERS[id % CORPUS_COVERS.length] as (typeof CORPUS_COVERS)[number];
    fm += `cover: ${relative(cover.path)}\ncover_alt: ${JSON.stringify(cover.alt)}\n`;
  }
  let withPicture = text;
  if (pictures && id % 10 === 3) {
    const pic = CORPUS_INLINE[id % CORPUS_INLINE.length] as (typeof CORPUS_INLINE)[number];
    const at = text.indexOf('\n\n');
    const line = `![${pic.alt}](${relative(pic.path)} "An example picture")`;
    withPicture = at < 0 ? `${text}\n\n${line}\n` : `${text.slice(0, at)}\n\n${line}${text.slice(at)}`;
  }
  const folder = cases.includes('unknown-category') ? 'misc' : slot.cat;
  const file = `articles/${folder}/${slug}.md`;
  return {
    file: { path: file, content: `${fm}---\n\n${withPicture}` },
    plan: { id, slug, title, cases, slot: `${slot.cat}/${slot.sub}`, file },
  };
}

/** Generate the corpus for `articles` articles; same options, same files, byte for byte. */
export function generateCorpus({ articles, seed = DEFAULT_SEED, pictures = true }: CorpusOptions): Corpus {
  if (!Number.isInteger(articles) || articles < 0)
    throw new Error(`--articles must be a whole number ≥ 0 (got ${articles})`);
  const shared = prng(seed);
  const files: CorpusFile[] = [];
  const plans: PlannedArticle[] = [];
  const used = { titles: new Set<string>(), slugs: new Set<string>() };
  for (let id = 1; id <= articles; id += 1) {
    const { file, plan } = article(seed, id, AUTHOR_NAMES, used, pictures);
    files.push(file);
    plans.push(plan);
  }
  files.push(
    { path: 'authors.json', content: authorsJson(shared) },
    { path: 'taxonomy.json', content: taxonomyJson() },
    { path: 'sponsored-links.json', content: sponsoredJson(shared, plans) },
    {
      path: 'info/about-us.md',
      content: infoPage(shared, 'About Us', 'Who writes these guides and why we do it. 🧱'),
    },
    {
      path: 'info/privacy-policy.md',
      content: infoPage(
        shared,
        'Privacy Policy',
        'No accounts, no tracking: how this site treats your data. 🔐',
      ),
    },
    {
      path: 'info/terms.md',
      content: infoPage(shared, 'Terms of Use', 'The simple rules for using this site. 📘'),
    },
  );
  return {
    files,
    pictures: articles > 0 && pictures ? CORPUS_PICTURES : [],
    articles: plans,
    minimumForFullCoverage: SLOTS.length + FALLBACK_CASES.length,
  };
}
