/**
 * The GraphQL types the build declares (src/node/content/schema.ts): every node type the site defines or
 * reads has inference off, so that Gatsby neither guesses fields from content nor collects
 * inference facts over thousands of nodes on each build.
 */
import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { createSchemaCustomization } from '../../../../src/node/content/schema';

function declaredTypes(): Map<string, string[]> {
  const defs: string[] = [];
  const args = { actions: { createTypes: (sdl: string) => defs.push(sdl) } };
  (createSchemaCustomization as (a: CreateSchemaCustomizationArgs) => void)(
    args as unknown as CreateSchemaCustomizationArgs,
  );
  // `type Name implements Node @a @b {` (descriptions and fields are not needed here)
  const out = new Map<string, string[]>();
  for (const m of defs.join('\n').matchAll(/^\s*type (\w+)([^{]*)\{/gm))
    out.set(
      m[1] as string,
      [...(m[2] ?? '').matchAll(/@(\w+)/g)].map((d) => d[1] as string),
    );
  return out;
}

describe('createSchemaCustomization', () => {
  it('turns inference off for the node types the site declares and for its pages', () => {
    const types = declaredTypes();
    for (const name of ['MarkdownRemark', 'Category', 'SitePage'])
      expect({ name, directives: types.get(name) }).toEqual({ name, directives: ['dontInfer'] });
  });
});
