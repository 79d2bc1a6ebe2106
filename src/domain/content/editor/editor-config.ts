/**
 * The web editor at /admin/ (Decap CMS): its configuration, generated from the content rules,
 * generated from the content rules (docs/editing.md, "Writing in the browser"). Pure:
 * src/node/admin-editor/ reads the content folder and writes the configuration; the field checks are
 * ./field-rules.ts.
 *
 * One home: the article form is ARTICLE_FIELDS, each field given its kind in ARTICLE_FIELD_KINDS
 * (a field without a kind fails typecheck); the categories and their children are TAXONOMY with
 * the titles of taxonomy.json; the authors are authors.json.
 */
import { type ArticleField, ARTICLE_FIELDS } from '../article-fields';
import { TAXONOMY } from '../../listings/taxonomy';
import { placeChoices } from './place-choices';
import { nextFreeId } from '../article-starter';
import { backendOf, type EditorBackend, fileCollections } from './other-collections';

export type { EditorBackend } from './other-collections';

/** Where a choice field takes its values from: a list the configuration is given (EditorInputs.choices). */
export type ChoiceSource = 'authors' | 'series';

/** How the editor shows and checks one frontmatter field. */
export type FieldKind =
  /** a positive whole number given once, the next free id */
  | { kind: 'id' }
  /** text on one line, or several (`multiline`) */
  | { kind: 'text'; required: boolean; multiline?: boolean }
  /** the article's address, made from the title */
  | { kind: 'slug' }
  /** a list of old slugs */
  | { kind: 'slugList' }
  /** where the article is listed: categories, their subcategories, their topics */
  | { kind: 'entities' }
  /** a day or a moment; `scheduled`: a future value is said to be scheduled */
  | { kind: 'date'; scheduled: boolean }
  /** one value of a list from content (the authors, …) */
  | { kind: 'choice'; of: ChoiceSource }
  /** a positive whole number */
  | { kind: 'wholeNumber' }
  /** true or false */
  | { kind: 'switch' }
  /** a picture file beside the article (images/) */
  | { kind: 'picture' }
  /** the alt text of the picture field `of` */
  | { kind: 'altText'; of: ArticleField };

interface FieldSpec {
  label: string;
  hint?: string;
  kind: FieldKind;
}

/**
 * Every article field's kind. A field added to ARTICLE_FIELDS needs a line here (typecheck
 * fails without it), e.g. `series: { label: 'Series', kind: { kind: 'choice', of: 'series' } }`
 * with 'series' added to ChoiceSource, or `part: { label: 'Part', kind: { kind: 'wholeNumber' } }`.
 */
export const ARTICLE_FIELD_KINDS: Record<ArticleField, FieldSpec> = {
  id: { label: 'Id', hint: 'Given once, never changed: the next free number.', kind: { kind: 'id' } },
  title: { label: 'Title', kind: { kind: 'text', required: true } },
  slug: {
    label: 'Address (slug)',
    hint: 'The page address: lowercase letters, digits and hyphens. Left empty, it is made from the title when you save.',
    kind: { kind: 'slug' },
  },
  aliases: {
    label: 'Old addresses (aliases)',
    hint: 'When you change the slug of a published article, add its old slug here.',
    kind: { kind: 'slugList' },
  },
  entities: {
    label: 'Where it is listed',
    hint: 'A category, then one of its subcategories, then topics (optional).',
    kind: { kind: 'entities' },
  },
  date: {
    label: 'Date',
    hint: 'A date in the future schedules the article: it goes live on the first build after it.',
    kind: { kind: 'date', scheduled: true },
  },
  author: { label: 'Author', kind: { kind: 'choice', of: 'authors' } },
  description: {
    label: 'Description',
    hint: 'One or two sentences for search engines and cards.',
    kind: { kind: 'text', required: false, multiline: true },
  },
  updated: { label: 'Updated', kind: { kind: 'date', scheduled: false } },
  draft: {
    label: 'Draft',
    hint: 'A draft is not published; switch off to publish.',
    kind: { kind: 'switch' },
  },
  cover: { label: 'Cover picture', kind: { kind: 'picture' } },
  cover_alt: {
    label: 'Cover alt text',
    hint: 'What the cover shows, for readers who cannot see it.',
    kind: { kind: 'altText', of: 'cover' },
  },
  series: {
    label: 'Series',
    hint: 'A course in parts: the key of its series in content/series.json (with a part number).',
    kind: { kind: 'choice', of: 'series' },
  },
  part: { label: 'Part', hint: 'Its place in the series: 1, 2, 3…', kind: { kind: 'wholeNumber' } },
};

/** An article as the editor's rules know it: where it is, and the names it holds. */
export interface KnownArticle {
  /** the file, as the build names it (content/articles/…/x.md) */
  file: string;
  id: unknown;
  slug: unknown;
  aliases: unknown;
  /** false for a draft or a scheduled article: only its id reaches the public /admin/ files */
  published?: boolean;
}

/** What the configuration is made from (read from the content folder by src/node/admin-editor/). */
export interface EditorInputs {
  /** the content folder from the repository root, e.g. `content` */
  contentFolder: string;
  /** category key → its title and its subcategories' titles (taxonomy.json, with defaults) */
  titles: Record<string, { title: string; subcategories: Record<string, { title: string }> }>;
  choices: Record<ChoiceSource, readonly string[]>;
  articles: readonly KnownArticle[];
  backend: EditorBackend;
}

type DecapField = Record<string, unknown>;

/** The Decap field of one article field, from its kind. */
function decapField(name: ArticleField, spec: FieldSpec, inputs: EditorInputs): DecapField {
  const base = { name, label: spec.label, ...(spec.hint ? { hint: spec.hint } : {}) };
  // every field goes through the `checked` widget: it shows the base widget and refuses, at the
  // field, what the build refuses (admin/src/checked-widget.tsx calls editorProblems)
  const checked = (widget: string, rest: DecapField, required: boolean): DecapField => ({
    ...base,
    widget: 'checked',
    base: widget,
    required,
    ...rest,
  });
  const { kind } = spec;
  switch (kind.kind) {
    case 'id':
      return checked(
        'number',
        { value_type: 'int', min: 1, step: 1, default: nextFreeId(inputs.articles.map((a) => a.id)) },
        true,
      );
    case 'text':
      return checked(kind.multiline ? 'text' : 'string', {}, kind.required);
    case 'slug':
      // not required by Decap: left empty, the save step makes it from the title (editorFrontmatter),
      // and the field checks see that slug (a missing title is refused at the title)
      return checked('string', {}, false);
    case 'slugList':
      return checked('list', { allow_add: true }, false);
    case 'entities':
      // the `places` widget (admin/src/places-widget.tsx): a category, then only its own
      // subcategories (./place-choices.ts), each with its topics
      return checked('places', { categories: placeChoices(inputs.titles) }, true);
    case 'date':
      return checked(
        'datetime',
        {
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          picker_utc: true,
          scheduled: kind.scheduled,
        },
        false,
      );
    case 'choice':
      return checked('select', { options: [...inputs.choices[kind.of]] }, false);
    case 'wholeNumber':
      return checked('number', { value_type: 'int', min: 1, step: 1 }, false);
    case 'switch':
      return checked('boolean', {}, false);
    case 'picture':
      return checked('image', { choose_url: false }, false);
    case 'altText':
      return checked('string', {}, false);
  }
}

/** The Decap fields of an article, in the order of ARTICLE_FIELDS, then the body. */
export function articleEditorFields(inputs: EditorInputs): DecapField[] {
  return [
    ...ARTICLE_FIELDS.map((name) => decapField(name, ARTICLE_FIELD_KINDS[name], inputs)),
    { name: 'body', label: 'Article', widget: 'markdown', modes: ['rich_text', 'raw'] },
  ];
}

/** The whole Decap configuration (passed to `init({ config })`, no config.yml). */
export function editorConfig(inputs: EditorInputs): Record<string, unknown> {
  const root = inputs.contentFolder.replace(/\/+$/, '');
  return {
    load_config_file: false,
    ...backendOf(inputs.backend),
    // draft → in review → ready; publishing merges into the branch, and CI builds the site
    // (decap-server in its file mode has no branches: it saves straight into content/)
    ...(inputs.backend.name !== 'local' || inputs.backend.workflow
      ? { publish_mode: 'editorial_workflow' }
      : {}),
    media_folder: `${root}/articles/images`,
    public_folder: './images',
    site_url: '/',
    collections: [
      ...TAXONOMY.map((c) => ({
        name: `articles-${c.key}`,
        label: `Articles: ${inputs.titles[c.key]?.title ?? c.key}`,
        label_singular: 'article',
        folder: `${root}/articles/${c.key}`,
        create: true,
        extension: 'md',
        format: 'frontmatter',
        slug: '{{fields.slug}}',
        identifier_field: 'title',
        summary: '{{title}}',
        // pictures land beside the articles of the category, as the shipped ones: images/
        media_folder: 'images',
        public_folder: './images',
        sortable_fields: ['date', 'title', 'id'],
        fields: articleEditorFields(inputs),
      })),
      ...fileCollections(root),
    ],
  };
}
