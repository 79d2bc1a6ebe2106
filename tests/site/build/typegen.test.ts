/**
 * The committed query types are current. `tsc` runs on a fresh clone before any build, so
 * gatsby-types.d.ts is committed; the production build generates them again into
 * .cache/typegen/ (src/node/graphql-typegen.ts). When a query or the schema changed and the committed
 * file did not, this fails: run `npm run build && npm run typegen` (or `npm run develop`) and
 * commit gatsby-types.d.ts.
 */
import fs from 'fs';
import path from 'path';
import { BUILD_TYPES_PATH, COMMITTED_TYPES_PATH } from '../../../src/node/graphql-typegen';
import { filesUnder } from '../../../src/node/files/walk';
import { root } from '../helpers';

describe('generated query types', () => {
  it('gatsby-types.d.ts is what the build generated (else: npm run typegen, then commit)', () => {
    const built = fs.readFileSync(path.join(root, BUILD_TYPES_PATH), 'utf8');
    const committed = fs.readFileSync(path.join(root, COMMITTED_TYPES_PATH), 'utf8');
    expect(built).toContain('declare namespace Queries');
    expect(committed === built).toBe(true);
  });

  it('types every page and static query of src/, and each is read through its generated type', () => {
    const committed = fs.readFileSync(path.join(root, COMMITTED_TYPES_PATH), 'utf8');
    const files = filesUnder(path.join(root, 'src'))
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => path.join(root, 'src', f));
    const queries: [string, string][] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/graphql`\s*query\s+(\w+)/g)) queries.push([file, m[1] as string]);
    }
    expect(queries.map(([, name]) => name).sort()).toEqual([
      'ArticlePage',
      'AuthorPage',
      'CategoryPage',
      'HomePage',
      'InfoPage',
      'SiteData',
      'SubcategoryPage',
    ]);
    for (const [file, name] of queries) {
      expect([name, committed.includes(`type ${name}Query = `)]).toEqual([name, true]);
      expect([file, fs.readFileSync(file, 'utf8').includes(`Queries.${name}Query`)]).toEqual([file, true]);
    }
  });
});
