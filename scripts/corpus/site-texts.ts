/** The generated content's files besides the articles: authors, taxonomy texts, sponsored links, info pages. */
import { authorSlug } from '../../src/domain/content/default-author';
import {
  articlePath,
  authorPath,
  AUTHORS_PATH,
  categoryPath,
  HOME_PATH,
  subcategoryPath,
} from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { TAXONOMY_TEXTS } from './vocabulary/listing-texts';
import { SUBJECTS } from './vocabulary/subjects';
import { EMOJI } from './vocabulary/article-words';
import { AUTHOR_NAMES, PLACES, ROLES } from './vocabulary/people';
import { Rng, pick, int } from './random-pick';
import { titleCase, body } from './article-text';
import { PlannedArticle, SLOTS } from './corpus-plan';

export function authorsJson(rng: Rng): string {
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

export function taxonomyJson(): string {
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

export function sponsoredJson(rng: Rng, plans: readonly PlannedArticle[]): string {
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

export function infoPage(rng: Rng, title: string, description: string): string {
  const subjects = ['the site', 'our guides', 'your privacy', 'these pages'];
  return `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n\n${body(rng, subjects, 350, 0)}`;
}
