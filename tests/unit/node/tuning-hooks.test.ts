/**
 * Where the build tuning plugs into the site's build (src/node/tuning-hooks.ts): without a hook
 * each step does the work its own way; a registered hook is used, made when the step asks for it,
 * whichever copy of the module registered it (Gatsby bundles the site and each plugin apart).
 */
import type { MarkdownFile } from '../../../src/domain/content/model';
import {
  markdownReader,
  registerTuningHooks,
  remarkNodeLookup,
  tunedPagePolicies,
} from '../../../src/node/tuning-hooks';

afterEach(() => registerTuningHooks(null));

const parse = (text: string, file: string): MarkdownFile => ({ file, body: text }) as MarkdownFile;

test('without the tuning, markdown is parsed as the site parses it and no lookup is made', () => {
  const reader = markdownReader(parse);
  expect(reader.markdown('Body', 'a.md')).toEqual({ file: 'a.md', body: 'Body' });
  expect(() => reader.save()).not.toThrow();
  expect(remarkNodeLookup()).toBeNull();
  expect(tunedPagePolicies()).toBeNull();
});

test("with the tuning's hooks, each is used when its step asks for it", () => {
  const lookup = { createNodeId: () => 'id', stored: () => true };
  const makeLookup = jest.fn(() => lookup);
  const save = jest.fn();
  registerTuningHooks({ remarkNodeLookup: makeLookup });
  registerTuningHooks({ markdownReader: (p) => ({ markdown: (t, f) => p(`${t}!`, f), save }) });
  expect(makeLookup).not.toHaveBeenCalled();
  expect(remarkNodeLookup()).toBe(lookup);
  const reader = markdownReader(parse);
  expect(reader.markdown('Body', 'a.md').body).toBe('Body!');
  reader.save();
  expect(save).toHaveBeenCalledTimes(1);
});

test('hooks registered by another copy of the module count (one global key)', () => {
  type Hooks = typeof import('../../../src/node/tuning-hooks');
  jest.isolateModules(() => {
    const other = jest.requireActual<Hooks>('../../../src/node/tuning-hooks');
    expect(other.registerTuningHooks).not.toBe(registerTuningHooks);
    other.registerTuningHooks({ remarkNodeLookup: () => null });
    other.registerTuningHooks({ remarkNodeLookup: () => ({ createNodeId: () => 'x', stored: null }) });
  });
  expect(remarkNodeLookup()?.stored).toBeNull();
});
