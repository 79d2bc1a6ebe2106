/**
 * A deterministic content folder for benchmarks: N articles across all 36 subcategories plus
 * every fallback the indexing rules know, 55 authors, taxonomy texts, sponsored links and the
 * info pages. Pure: returns the files; scripts/corpus.ts writes them.
 *
 * Every article is drawn from its own PRNG stream (seed + id), so article 17 is the same file in
 * a corpus of 100 and one of 10,000, and two corpora differ only by the articles one lacks.
 */
import { authorSlug } from '../../src/domain/content/default-author';
import { CONTENT_START_DATE } from '../../src/domain/constants';
import {
  articlePath,
  authorPath,
  AUTHORS_PATH,
  categoryPath,
  HOME_PATH,
  subcategoryPath,
} from '../../src/domain/listings/routes';
import { slugify } from '../../src/domain/content/slug';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { COVERS, INLINE_PICTURES } from '../pictures/catalogue';
import { prng } from '../lib/prng';
import {
  AUDIENCES,
  AUTHOR_NAMES,
  COPYABLE_TEXTS,
  EMOJI,
  HEADINGS,
  LIST_ITEMS,
  LUAU_SNIPPETS,
  PLACES,
  ROLES,
  SENTENCES,
  SUBJECTS,
  TAXONOMY_TEXTS,
  TITLE_SUFFIXES,
  TITLE_TEMPLATES,
  YEARS,
} from './vocabulary';

export interface CorpusFile {
  /** path relative to the content folder, with forward slashes */
  path: string;
  content: string;
}

/** The special cases an article can exercise (besides a plain, exact placement). */
export const FALLBACK_CASES = [
  'unknown-subcategory',
  'no-subcategories',
  'spelled-out',
  'unknown-category',
  'multiple-entities',
  'missing-date',
  'missing-author',
] as const;

export type ArticleCase = 'exact' | (typeof FALLBACK_CASES)[number];

/** One generated article, as the generator planned it (tests check the files against this). */
export interface PlannedArticle {
  id: number;
  slug: string;
  title: string;
  cases: ArticleCase[];
  /** `categoryKey/subcategoryKey` of the first entity as written (before any fallback) */
  slot: string;
  file: string;
}

/** A picture copied into the corpus from the real articles' pictures (binary, so not in `files`). */
export interface CorpusPicture {
  /** path relative to the content folder */
  path: string;
  /** path relative to content/articles of the picture it copies */
  source: string;
}

export interface Corpus {
  files: CorpusFile[];
  /** the reused set of pictures the articles' covers and inline pictures point to */
  pictures: CorpusPicture[];
  articles: PlannedArticle[];
  /** the smallest article count that contains every subcategory and every fallback case */
  minimumForFullCoverage: number;
}

export interface CorpusOptions {
  articles: number;
  seed?: number;
  /** false: no covers and no inline pictures (the same bodies otherwise), to compare builds
   * with and without picture work, or with a version of the site from before pictures */
  pictures?: boolean;
}

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

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** All 36 `categoryKey/subcategoryKey` slots in taxonomy order. */
const SLOTS = TAXONOMY.flatMap((c) => c.subcategories.map((s) => ({ cat: c.key, sub: s.key })));

const SMALL_WORDS = new Set(['a', 'an', 'and', 'of', 'the', 'to', 'in', 'for', 'on', 'with']);
const titleCase = (text: string): string =>
  text
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase())))
    .join(' ');

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

function sentence(rng: Rng, subjects: readonly string[]): string {
  return pick(rng, SENTENCES)
    .replace('{S}', pick(rng, subjects))
    .replace('{A}', pick(rng, AUDIENCES).toLowerCase());
}

function paragraph(rng: Rng, subjects: readonly string[], count: number): string {
  return Array.from({ length: count }, () => sentence(rng, subjects)).join(' ');
}

/** A markdown body of roughly `words` words: intro, `##` sections, lists, sometimes code. */
function body(rng: Rng, subjects: readonly string[], words: number, codeChance: number): string {
  const parts: string[] = [paragraph(rng, subjects, int(rng, 2, 4))];
  const headings = [...HEADINGS];
  let size = parts[0].split(' ').length;
  let code = rng() < codeChance;
  while (size < words) {
    const h = headings.length > 0 ? headings.splice(Math.floor(rng() * headings.length), 1)[0] : 'More Notes';
    parts.push(`## ${h}`);
    const paragraphs = int(rng, 1, 3);
    for (let i = 0; i < paragraphs; i += 1) {
      let text = paragraph(rng, subjects, int(rng, 2, 5));
      if (rng() < 0.15)
        text += ` Open <span class="copyable">${pick(rng, COPYABLE_TEXTS)}</span> to find it.`;
      if (rng() < 0.2) text = text.replace(/^(\S+ \S+ \S+)/, '**$1**');
      parts.push(text);
      size += text.split(' ').length;
    }
    if (rng() < 0.25) {
      const ordered = rng() < 0.5;
      const items = Array.from(
        { length: int(rng, 3, 5) },
        (_, i) => `${ordered ? `${i + 1}.` : '-'} ${pick(rng, LIST_ITEMS)}.`,
      );
      parts.push(items.join('\n'));
      size += items.length * 5;
    }
    if (rng() < 0.15) {
      parts.push(`### ${titleCase(pick(rng, subjects))}`, paragraph(rng, subjects, int(rng, 2, 3)));
      size += 40;
    }
    if (code) {
      const snippet = pick(rng, LUAU_SNIPPETS);
      parts.push(['```lua', ...snippet, '```'].join('\n'));
      size += snippet.length * 4;
      code = false;
    }
  }
  return `${parts.join('\n\n')}\n`;
}

function drawTitle(rng: Rng, subjects: readonly string[]): string {
  const subject = pick(rng, subjects);
  const second = pick(
    rng,
    subjects.filter((s) => s !== subject),
  );
  const template = pick(rng, TITLE_TEMPLATES);
  const suffix = rng() < 0.5 && !template.endsWith('?') ? pick(rng, TITLE_SUFFIXES) : '';
  return (template + suffix)
    .replace('{S}', titleCase(subject))
    .replace('{S2}', titleCase(second))
    .replace(/\{N\}/g, () => String(int(rng, 3, 20)))
    .replace(/\{A\}/g, () => pick(rng, AUDIENCES))
    .replace(/\{Y\}/g, () => pick(rng, YEARS));
}

/** A title no earlier article has (case-insensitive): redrawn, then numbered as a series. */
function uniqueTitle(rng: Rng, subjects: readonly string[], used: Set<string>): string {
  let title = drawTitle(rng, subjects);
  for (let attempt = 0; attempt < 20 && used.has(title.toLowerCase()); attempt += 1)
    title = drawTitle(rng, subjects);
  const base = title;
  for (let n = 2; used.has(title.toLowerCase()); n += 1) title = `${base}, Part ${n}`;
  used.add(title.toLowerCase());
  return title;
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

function authorsJson(rng: Rng): string {
  const authors = AUTHOR_NAMES.map((name, i) => {
    const role = ROLES[i % ROLES.length];
    const place = pick(rng, PLACES);
    const years = int(rng, 3, 14);
    return {
      name,
      description: `${name} is a ${role} from ${place} with ${years} years of experience on the platform. ${name.split(' ')[0]} writes practical, friendly guides and answers readers' questions every week.`,
      meta_title: `${name} – ${titleCase(role)} Guides and Tips`,
      meta_description: `Guides, tips and honest advice from ${name}, a ${role} with ${years} years of experience. ${pick(rng, EMOJI)}`,
    };
  });
  return `${JSON.stringify(authors, null, 2)}\n`;
}

function taxonomyJson(): string {
  const out: Record<string, unknown> = {};
  for (const cat of TAXONOMY) {
    const t = TAXONOMY_TEXTS[cat.key];
    out[cat.key] = {
      title: t.title,
      description: t.description,
      subcategories: Object.fromEntries(
        cat.subcategories.map((s) => [
          s.key,
          {
            title: t.subs[s.key],
            description: `Guides and ideas about ${t.subs[s.key].toLowerCase()}: ${SUBJECTS[`${cat.key}/${s.key}`].slice(0, 3).join(', ')} and more.`,
          },
        ]),
      ),
    };
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

function sponsoredJson(rng: Rng, plans: readonly PlannedArticle[]): string {
  const link = (n: number): string =>
    `<a href="https://partner-${n}.example/guides/${n}">${titleCase(pick(rng, SUBJECTS[`${pick(rng, SLOTS).cat}/other`]))} resources</a>`;
  let n = 0;
  const sapeLinks: Record<string, string[]> = {
    [HOME_PATH]: [link((n += 1)), link((n += 1))],
    [AUTHORS_PATH]: [link((n += 1))],
  };
  for (const cat of TAXONOMY) {
    sapeLinks[categoryPath(cat.slug)] = [link((n += 1)), link((n += 1))];
    sapeLinks[subcategoryPath(cat.slug, cat.subcategories[0].slug)] = [link((n += 1))];
  }
  sapeLinks[authorPath(authorSlug(AUTHOR_NAMES[0]))] = [link((n += 1))];
  // every 50th article carries its own links, as paid placements usually do
  for (const p of plans) if (p.id % 50 === 1) sapeLinks[articlePath(p.slug)] = [link((n += 1))];
  return `${JSON.stringify({ sapeLinks, sapeNewUrl: link((n += 1)) }, null, 2)}\n`;
}

function infoPage(rng: Rng, title: string, description: string): string {
  const subjects = ['the site', 'our guides', 'your privacy', 'these pages'];
  return `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n\n${body(rng, subjects, 350, 0)}`;
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
