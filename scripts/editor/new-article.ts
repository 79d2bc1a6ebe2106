/**
 * `npm run new -- --title "How to Build Your First Obby" --category gameplayTips [--subcategory beginnerGuides]`
 *
 * Writes a new article into the content folder (CONTENT_DIR, else content/) at
 * articles/<category>/<slug>.md: the next free id (highest in use + 1), the slug made from the
 * title by the site's slug rule, today's date (UTC), the category and subcategory (keys or
 * spelled out, as in frontmatter), and `draft: true`. Prints the file and its preview URL.
 * Refuses a slug or a file that exists (or a slug that is another article's alias), says how to
 * keep the address when the slug changes later, and lists the valid keys for an unknown category or
 * subcategory. Exit status 0 when written, 1 when refused.
 */
import fs from 'fs';
import path from 'path';
import { prepareContent } from '../../src/domain/content/model';
import {
  newArticlePlace,
  newArticleText,
  nextFreeId,
  slugOfTitle,
} from '../../src/domain/content/article-starter';
import { resolveCategory, resolveSubcategory } from '../../src/domain/listings/normalize';
import { categoryByKey, TAXONOMY } from '../../src/domain/listings/taxonomy';
import { argValue } from '../lib/args';
import { aliasSlug } from '../../src/domain/content/aliases';
import { contentDir, readContent } from '../../src/node/content/read-content';

const PREVIEW_ORIGIN = 'http://localhost:8000';
const USAGE =
  'usage: npm run new -- --title "Article title" --category KEY [--subcategory KEY]\n' +
  '       (keys as in content/taxonomy.json, or spelled out: "Gameplay Tips")';

function refuse(message: string): never {
  console.error(`new: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const title = argValue(args, '--title')?.trim();
const categoryName = argValue(args, '--category');
const subcategoryName = argValue(args, '--subcategory');
if (!title || !categoryName) refuse(`a title and a category are needed.\n${USAGE}`);

const dir = contentDir();
const raw = readContent(dir);
const { taxonomyTexts } = prepareContent(raw).content;
const titleOf = (key: string): string => taxonomyTexts[key]?.title ?? key;

const { categoryKey } = resolveCategory(categoryName);
if (!categoryKey)
  refuse(
    `unknown category "${categoryName}". Use one of these keys:\n` +
      TAXONOMY.map((c) => `  ${c.key.padEnd(22)} ${titleOf(c.key)}`).join('\n'),
  );
let subcategoryKey: string | undefined;
if (subcategoryName !== undefined) {
  const resolved = resolveSubcategory(categoryName, subcategoryName).subcategoryKey;
  if (!resolved) {
    const cat = categoryByKey(categoryKey);
    refuse(
      `unknown subcategory "${subcategoryName}" of ${categoryKey}. Use one of these keys:\n` +
        (cat?.subcategories ?? [])
          .map(
            (s) =>
              `  ${s.key.padEnd(22)} ${taxonomyTexts[categoryKey]?.subcategories[s.key]?.title ?? s.key}`,
          )
          .join('\n'),
    );
  }
  subcategoryKey = resolved;
}

const slug = slugOfTitle(title);
if (!slug) refuse(`the title "${title}" gives no slug: write a title with letters or digits.`);
// files with broken YAML count too: their slug and id are read from the text
const taken = raw.articles.find((f) => (f.frontmatter?.slug ?? f.slugText) === slug);
if (taken) refuse(`the slug "${slug}" is taken by ${taken.file}; choose another title.`);
// an old address that redirects to another article is taken too (src/domain/content/aliases.ts)
const aliasedBy = raw.articles.find(
  (f) =>
    Array.isArray(f.frontmatter?.aliases) &&
    f.frontmatter.aliases.some((a) => typeof a === 'string' && aliasSlug(a) === slug),
);
if (aliasedBy)
  refuse(
    `the slug "${slug}" is an old address (an alias) of ${aliasedBy.file}, which it redirects to; choose another title.`,
  );
const place = newArticlePlace({ title, categoryKey });
const file = path.join(dir, place.file);
if (fs.existsSync(file)) refuse(`${path.relative(process.cwd(), file)} exists; choose another title.`);

const id = nextFreeId(raw.articles.map((f) => f.frontmatter?.id ?? f.idText));
const date = new Date().toISOString().slice(0, 10);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, newArticleText({ id, title, categoryKey, subcategoryKey, date }), { flag: 'wx' });
console.log(
  `Wrote ${path.relative(process.cwd(), file)} (id ${id}, a draft: delete \`draft: true\` to publish it).`,
);
console.log(`Preview: ${PREVIEW_ORIGIN}${place.path} (while \`npm run develop\` runs)`);
console.log(`Check:   npm run check:content -- ${path.relative(process.cwd(), file)}`);
console.log(
  `Once published, its address is ${place.path}: if you change \`slug:\` later, keep the old one under \`aliases:\` so old links still lead to it (docs/editing.md, "Renaming an article").`,
);
