/**
 * A draft's or a scheduled article's names in the web editor: the public /admin/config.js never
 * holds its slug, file or title, yet the editor refuses its slug (and id) as check:content does,
 * through one-way digests (src/domain/content/editor/name-digest.ts).
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { nameDigest, sha256Hex } from '../../../../src/domain/content/editor/name-digest';
import {
  editorProblems,
  publicRules,
  UNPUBLISHED_ARTICLE,
} from '../../../../src/domain/content/editor/field-rules';
import { duplicateMessage } from '../../../../src/domain/content/articles';
import { prepareContent } from '../../../../src/domain/content/model';
import { formatProblem } from '../../../../src/domain/content/problems';
import { readContent } from '../../../../src/node/content/read-content';
import { readEditorInputs } from '../../../../src/node/admin-editor/editor-inputs';

const FIXTURE = path.resolve(__dirname, '../../../fixtures/content-warm');

describe('sha256Hex', () => {
  it("is Node's SHA-256, for empty, short, multi-block and non-ASCII texts", () => {
    for (const text of [
      '',
      'abc',
      'obby-timers',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(200),
      'café – 日本',
    ])
      expect(sha256Hex(text)).toBe(crypto.createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});

describe("an unpublished article's names", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-unpublished-'));
  const content = path.join(root, 'content');
  const secret = {
    slug: 'obby-timers',
    title: 'Fair Timers for Obbies',
    file: 'content/articles/obby-timers.md',
  };
  beforeAll(() => {
    fs.cpSync(FIXTURE, content, { recursive: true });
    const file = path.join(root, secret.file);
    // a draft (the editor-inputs tests say which articles are published)
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('author:', 'draft: true\nauthor:'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const rules = () => {
    const inputs = readEditorInputs(root);
    return publicRules(inputs.articles, inputs.choices.authors);
  };
  const base = {
    id: 99,
    title: 'A New Guide',
    entities: [{ category: 'gameplayTips', subcategories: [{ subcategory: 'beginnerGuides' }] }],
  };

  it('are not in what the public editor page carries: only digests and the id', () => {
    const text = JSON.stringify(rules());
    for (const name of Object.values(secret)) expect(text).not.toContain(name);
    expect(rules().hidden).toEqual([{ file: nameDigest(secret.file), slug: nameDigest(secret.slug), id: 2 }]);
  });

  it("refuses the draft's slug, id and slug as an alias, as check:content refuses the slug", () => {
    const r = rules();
    const ctx = { file: undefined, articles: r.articles, hidden: r.hidden, authors: r.authors };
    expect(Object.fromEntries(editorProblems({ ...base, id: 2, slug: secret.slug }, ctx))).toEqual({
      id: [duplicateMessage('id', 'id 2', UNPUBLISHED_ARTICLE)],
      slug: [duplicateMessage('slug', `slug "${secret.slug}"`, UNPUBLISHED_ARTICLE)],
    });
    expect(
      editorProblems({ ...base, slug: 'a-new-guide', aliases: [secret.slug] }, ctx).get('aliases')?.[0],
    ).toContain(`"${secret.slug}" is the slug of ${UNPUBLISHED_ARTICLE}`);
    // the draft itself, opened in the editor, keeps its own slug and id
    expect(editorProblems({ ...base, id: 2, slug: secret.slug }, { ...ctx, file: secret.file }).size).toBe(0);

    // check:content's rules over the folder with such an article: the same duplicate slug
    fs.mkdirSync(path.join(content, 'articles/gameplayTips'), { recursive: true });
    fs.writeFileSync(
      path.join(content, 'articles/gameplayTips/new.md'),
      `---\nid: 99\ntitle: A New Guide\nslug: ${secret.slug}\nentities:\n  - category: gameplayTips\n---\n\nText.\n`,
    );
    const errors = prepareContent(readContent(content, root)).errors.map(formatProblem).join('\n');
    expect(errors).toContain(`duplicate slug "${secret.slug}"`);
  });
});
