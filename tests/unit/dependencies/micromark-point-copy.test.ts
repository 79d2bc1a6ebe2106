/**
 * Guards patches/micromark+2.11.4.patch: gatsby-transformer-remark parses every article with
 * remark 13, whose tokenizer (micromark 2) copies its current point with `shallow` (Object.assign)
 * at every token's start and end and at every attempt of a construct: the hottest call of a parse
 * in a CPU profile (16 % of it, parsing the 1,000-article corpus). The patch copies the point's
 * five fields by name; the parse comes out the same (checked over that corpus's 1,000 bodies).
 *
 * This parses a body with the transformer's own remark and counts the calls of micromark's
 * `shallow`, which only its rarer callers still make with the patch, and holds the positions the
 * parse reports.
 *
 * Which upgrade makes the patch unnecessary: none known; micromark 3 still copies with
 * Object.assign, and remark 13 pins micromark 2. Re-measure when gatsby-transformer-remark
 * moves to a newer remark.
 */
import path from 'path';

const transformerDir = path.dirname(require.resolve('gatsby-transformer-remark/package.json'));
const fromTransformer = (id: string): string => require.resolve(id, { paths: [transformerDir] });

interface MdNode {
  type: string;
  children?: MdNode[];
  position?: { start: { line: number; column: number; offset: number } };
}

const BODY = [
  '## Build a **glowing** door',
  '',
  'Open *Studio*, then go to `Model > Part` and add a [part](https://example.com/part).',
  '',
  '- one',
  '- two with ~~old~~ text',
  '',
  '```lua',
  'local door = workspace.Door',
  '```',
  '',
].join('\n');

test('micromark copies its point without shallow on the hot path, with the same positions', () => {
  const shallowPath = fromTransformer('micromark/dist/util/shallow.js');
  const shallow = jest.fn((object: object) => Object.assign({}, object));
  jest.isolateModules(() => {
    jest.doMock(shallowPath, () => shallow);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mock, from the transformer's remark
    const Remark = require(fromTransformer('remark')) as new () => {
      data(key: string, value: object): { use(plugin: unknown): { parse(text: string): MdNode } };
    };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as the transformer adds it
    const gfm = require(fromTransformer('remark-gfm')) as unknown;
    const tree = new Remark().data('settings', {}).use(gfm).parse(BODY);

    const [heading, paragraph, list, code] = tree.children ?? [];
    expect(heading.type).toBe('heading');
    // each block starts where its text is in the body
    expect(paragraph.position?.start).toEqual({ line: 3, column: 1, offset: BODY.indexOf('Open') });
    expect(list.type).toBe('list');
    expect(list.children?.[1].position?.start).toEqual({ line: 6, column: 1, offset: BODY.indexOf('- two') });
    expect(code).toMatchObject({
      type: 'code',
      position: { start: { line: 8, column: 1, offset: BODY.indexOf('```lua') } },
    });
  });
  // patched: 44 calls for this body (tokenizers' start points, emphasis, subtokens); unpatched
  // 546, one per token start and end and per attempted construct
  expect(shallow.mock.calls.length).toBeLessThan(100);
});
