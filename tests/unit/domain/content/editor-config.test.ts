/**
 * The web editor's configuration is generated from the content rules (src/domain/content/editor/editor-config.ts):
 * every article field, the taxonomy's choices and the entities shape; and its field checks are the
 * build's own, with the build's messages.
 */
import path from 'path';
import { ARTICLE_FIELDS, checkEntities } from '../../../../src/domain/content/article-fields';
import {
  ARTICLE_FIELD_KINDS,
  articleEditorFields,
  editorConfig,
  type EditorInputs,
} from '../../../../src/domain/content/editor/editor-config';
import {
  editorFrontmatter,
  editorProblems,
  isScheduled,
} from '../../../../src/domain/content/editor/field-rules';
import {
  type PlaceChoice,
  withCategory,
  withSubcategory,
  withTopics,
} from '../../../../src/domain/content/editor/place-choices';
import { publicationState } from '../../../../src/domain/content/publishing';
import { prepareContent } from '../../../../src/domain/content/model';
import { OTHER_KEY, TAXONOMY } from '../../../../src/domain/listings/taxonomy';
import { readContent } from '../../../../src/node/content/read-content';
import { readEditorInputs } from '../../../../src/node/admin-editor/editor-inputs';

const root = path.resolve(__dirname, '../../../..');
const shipped = readEditorInputs(root);
const inputs: EditorInputs = {
  ...shipped,
  backend: { name: 'local', url: 'http://localhost:8081/api/v1', workflow: false },
};

type Field = {
  name: string;
  widget: string;
  base?: string;
  options?: { value: string; label: string }[];
  fields?: Field[];
  default?: unknown;
  categories?: PlaceChoice[];
};
const config = editorConfig(inputs) as { collections: { name: string; folder?: string; fields?: Field[] }[] };
const articleCollections = config.collections.filter((c) => c.name.startsWith('articles-'));

describe('the article form is generated from the rules', () => {
  it('has one field per ARTICLE_FIELDS entry, in order, then the body; and no other', () => {
    expect(articleCollections).toHaveLength(TAXONOMY.length);
    for (const c of articleCollections)
      expect(c.fields!.map((f) => f.name)).toEqual([...ARTICLE_FIELDS, 'body']);
    expect(Object.keys(ARTICLE_FIELD_KINDS).sort()).toEqual([...ARTICLE_FIELDS].sort());
  });

  it('shows every field through the checked widget, on the base widget of its kind', () => {
    const byName = Object.fromEntries(articleEditorFields(inputs).map((f) => [f.name, f as Field]));
    for (const name of ARTICLE_FIELDS) expect(byName[name].widget).toBe('checked');
    expect(byName.date.base).toBe('datetime');
    expect(byName.author.base).toBe('select');
    expect(byName.author.options).toEqual(shipped.choices.authors);
    expect(byName.cover.base).toBe('image');
    expect(byName.draft.base).toBe('boolean');
    expect(byName.entities.base).toBe('places');
  });

  it('keeps articles in their category folders, titled from taxonomy.json', () => {
    expect(articleCollections.map((c) => c.folder)).toEqual(TAXONOMY.map((c) => `content/articles/${c.key}`));
    const entities = articleEditorFields(inputs).find((f) => f.name === 'entities') as Field;
    expect(entities.base).toBe('places');
    const choices = entities.categories!;
    expect(choices.map((o) => o.value)).toEqual(TAXONOMY.map((c) => c.key));
    expect(choices[0].label).toBe(shipped.titles.gameplayTips.title);
    // each category offers its own subcategories only
    for (const c of TAXONOMY)
      expect(choices.find((o) => o.value === c.key)!.subcategories.map((s) => s.value)).toEqual(
        c.subcategories.map((s) => s.key),
      );
  });

  it("gives entities the shape the entity check accepts (a place made with the widget's steps)", () => {
    const choices = (articleEditorFields(inputs).find((f) => f.name === 'entities') as Field).categories!;
    let place = withCategory({}, 'gameplayTips', choices);
    place = withSubcategory(place, 0, 'beginnerGuides');
    place = withTopics(place, 0, 'obby, parkour');
    const fails: string[] = [];
    checkEntities([place], (field, message) => fails.push(`${field} ${message}`));
    expect(fails).toEqual([]);
    expect(place).toEqual({
      category: 'gameplayTips',
      subcategories: [{ subcategory: 'beginnerGuides', subsubcategories: ['obby', 'parkour'] }],
    });
  });

  it('gives a new article the next free id', () => {
    const id = articleEditorFields(inputs).find((f) => f.name === 'id') as Field;
    const ids = shipped.articles.map((a) => a.id as number);
    expect(id.default).toBe(Math.max(...ids) + 1);
  });
});

describe('the editor refuses what the build refuses, with its message', () => {
  const mine = shipped.articles[0];
  const base = {
    id: 9999,
    title: 'A Brand New Guide',
    slug: 'a-brand-new-guide',
    entities: [{ category: 'gameplayTips', subcategories: [{ subcategory: 'beginnerGuides' }] }],
  };
  const problems = (fm: Record<string, unknown>, file?: string): Record<string, string[]> =>
    Object.fromEntries(
      editorProblems(editorFrontmatter(fm), {
        file,
        articles: shipped.articles,
        authors: shipped.choices.authors,
      }),
    );

  it('passes every shipped article as it stands', () => {
    const raw = readContent(path.join(root, 'content'), root);
    for (const f of raw.articles)
      expect([f.file, problems(f.frontmatter ?? {}, f.file)]).toEqual([f.file, {}]);
  });

  it('a new article with a title, a place and nothing else passes, its slug made from the title', () => {
    const { slug: _slug, ...noSlug } = base;
    void _slug;
    expect(problems(noSlug)).toEqual({});
    expect(editorFrontmatter(noSlug).slug).toBe('a-brand-new-guide');
  });

  it('a taken slug, named with the file that has it', () => {
    expect(problems({ ...base, slug: mine.slug })).toEqual({
      slug: [`duplicate slug "${String(mine.slug)}": ${mine.file} has it too; slugs must be unique.`],
    });
  });

  it('a malformed slug', () => {
    expect(problems({ ...base, slug: 'Not A Slug' }).slug?.[0]).toMatch(
      /^"Not A Slug" is invalid; use only lowercase letters/,
    );
  });

  it('a cover without alt text', () => {
    expect(problems({ ...base, cover: './images/x.jpg' }).cover_alt?.[0]).toMatch(
      /^is missing; describe the cover/,
    );
    expect(problems({ ...base, cover: './images/x.jpg', cover_alt: 'A red brick' })).toEqual({});
  });

  it('a date before the content start', () => {
    expect(problems({ ...base, date: '2020-01-01' }).date).toEqual([
      '2020-01-01T00:00:00.000Z is before the content start date 2024-09-16; use a later date.',
    ]);
  });

  it('an alias that is a live slug', () => {
    expect(problems({ ...base, aliases: [mine.slug] }).aliases?.[0]).toContain(
      `is the slug of ${mine.file}, a live article`,
    );
  });

  it('a subcategory outside its category', () => {
    expect(
      problems({
        ...base,
        entities: [{ category: 'gameplayTips', subcategories: [{ subcategory: 'fanArt' }] }],
      }).entities,
    ).toEqual(['unknown subcategory "fanArt" of gameplayTips; filed under "other".']);
    expect(
      problems({
        ...base,
        entities: [{ category: 'gameplayTips', subcategories: [{ subcategory: OTHER_KEY }] }],
      }),
    ).toEqual({});
  });

  it('an author who is not in authors.json', () => {
    expect(problems({ ...base, author: 'Nobody Atall' }).author?.[0]).toMatch(/is not in the authors file/);
  });

  it('an article saved from the form passes the build (prepareContent) with no error', () => {
    const raw = readContent(path.join(root, 'content'), root);
    const fm = editorFrontmatter({ ...base, author: '', cover: '', description: 'Short.' });
    const file = 'content/articles/gameplayTips/a-brand-new-guide.md';
    const prepared = prepareContent({
      ...raw,
      pictureFacts: undefined,
      articles: [...raw.articles, { file, frontmatter: fm, body: '\nHello.\n' }],
    });
    expect(prepared.errors).toEqual([]);
    expect(prepared.content.articles.find((a) => a.file === file)?.slug).toBe('a-brand-new-guide');
  });
});

describe('scheduled', () => {
  it('a date after now is scheduled; today, the past and nonsense are not', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(isScheduled('2026-02-01', now)).toBe(true);
    expect(isScheduled('2026-01-10T13:00:00Z', now)).toBe(true);
    expect(isScheduled('2025-12-01', now)).toBe(false);
    expect(isScheduled('nope', now)).toBe(false);
  });

  it("is the build's publicationState for an article with that date", () => {
    const now = new Date('2026-01-10T12:00:00Z');
    for (const date of ['2026-01-10T12:00:00Z', '2026-01-10T12:00:01Z', '2026-01-11', '2020-05-01'])
      expect([date, isScheduled(date, now)]).toEqual([
        date,
        publicationState({ draft: false, date: new Date(date).toISOString(), dateIsExplicit: true }, now) ===
          'scheduled',
      ]);
  });
});
