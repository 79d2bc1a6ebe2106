/**
 * Nothing lost (issue 63, item 3): every shipped article, opened in the web editor and saved
 * unchanged, is the same article to the build (src/domain/content/model.ts prepares both), and
 * its body is the same bytes; an edit of one field changes only that field. The file goes through
 * Decap's own frontmatter reader and writer (decap-cms-core/src/formats/frontmatter.ts, bundled
 * for node from admin/node_modules) and the editor's save step (editorFrontmatter), in the order
 * Decap writes the fields: the form's.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createRequire } from 'module';
import { articleEditorFields, type EditorInputs } from '../../../../src/domain/content/editor/editor-config';
import { editorFrontmatter } from '../../../../src/domain/content/editor/field-rules';
import { prepareContent } from '../../../../src/domain/content/model';
import type { ArticleModel } from '../../../../src/domain/content/types';
import { parseMarkdown, readContent } from '../../../../src/node/content/read-content';
import { readEditorInputs } from '../../../../src/node/admin-editor/editor-inputs';

const root = path.resolve(__dirname, '../../../..');

interface Formatter {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>, sortedKeys?: string[]) => string;
}

/** Decap's YAML frontmatter formatter, as the editor runs it. */
function decapFrontmatter(): Formatter {
  const adminRequire = createRequire(path.join(root, 'admin/package.json'));
  const esbuild = adminRequire('esbuild') as {
    buildSync: (o: Record<string, unknown>) => { outputFiles: { text: string }[] };
  };
  const source = path.join(
    path.dirname(adminRequire.resolve('decap-cms-core/package.json')),
    'src/formats/frontmatter.ts',
  );
  const out = esbuild.buildSync({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'error',
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'decap-format-')), 'frontmatter.js');
  fs.writeFileSync(file, out.outputFiles[0].text);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as { frontmatterYAML: () => Formatter };
  return mod.frontmatterYAML();
}

const format = decapFrontmatter();
const inputs: EditorInputs = {
  ...readEditorInputs(root),
  backend: { name: 'local', url: 'http://localhost:8081/api/v1', workflow: false },
};
const fieldOrder = articleEditorFields(inputs).map((f) => String(f.name));

/** The file as the editor saves it after `edit` (none: opened and saved unchanged). */
function throughEditor(
  text: string,
  edit: (data: Record<string, unknown>) => void = () => undefined,
): string {
  const data = format.fromFile(text);
  edit(data);
  return format.toFile(editorFrontmatter(data), fieldOrder);
}

/** The content folder copied with every article file replaced by `rewrite` of it; its prepared articles by file. */
function preparedWith(rewrite: (text: string, file: string) => string): Map<string, ArticleModel> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-round-trip-'));
  fs.cpSync(path.join(root, 'content'), path.join(work, 'content'), { recursive: true });
  const raw = readContent(path.join(work, 'content'), work);
  for (const f of raw.articles) {
    const full = path.join(work, f.file);
    fs.writeFileSync(full, rewrite(fs.readFileSync(full, 'utf8'), f.file));
  }
  const prepared = prepareContent(readContent(path.join(work, 'content'), work));
  expect(prepared.errors).toEqual([]);
  fs.rmSync(work, { recursive: true, force: true });
  return new Map(prepared.content.articles.map((a) => [a.file, a]));
}

const before = preparedWith((text) => text);
const articleFiles = [...before.keys()];

describe('every shipped article through the editor', () => {
  it('there are shipped articles to try', () => {
    expect(articleFiles.length).toBeGreaterThan(10);
  });

  it('opened and saved unchanged: the same prepared article, the same body bytes', () => {
    const after = preparedWith((text) => throughEditor(text));
    expect([...after.keys()]).toEqual(articleFiles);
    for (const file of articleFiles) expect([file, after.get(file)]).toEqual([file, before.get(file)]);
    for (const file of articleFiles) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      expect([file, parseMarkdown(throughEditor(text), file).body]).toEqual([
        file,
        parseMarkdown(text, file).body,
      ]);
    }
  });

  it('an edit of one field changes only that field', () => {
    const after = preparedWith((text) =>
      throughEditor(text, (data) => {
        data.description = 'Edited in the browser.';
      }),
    );
    for (const file of articleFiles) {
      const a = after.get(file)!;
      const b = before.get(file)!;
      expect(a.description).toBe('Edited in the browser.');
      expect([file, { ...a, description: b.description }]).toEqual([file, b]);
    }
  });
});
