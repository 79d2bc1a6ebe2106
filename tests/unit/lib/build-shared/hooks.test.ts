/**
 * Where the build tuning plugs into the site's build (lib/build-shared/hooks.ts): without a hook
 * each step does the work its own way; a registered hook is used, made when the step asks for it,
 * whichever copy of the module registered it (Gatsby bundles the site and each plugin apart).
 */
import type { MarkdownFile } from '../../../../src/domain/content/model';
import {
  markdownReader,
  policyThreads,
  registerTuningHooks,
  remarkNodeLookup,
} from '../../../../lib/build-shared/hooks';

afterEach(() => registerTuningHooks(null));

const parse = (text: string, file: string): MarkdownFile => ({ file, body: text }) as MarkdownFile;

test('without the tuning, markdown is parsed as the site parses it and no lookup is made', () => {
  const reader = markdownReader(parse);
  expect(reader.markdown('Body', 'a.md')).toEqual({ file: 'a.md', body: 'Body' });
  expect(() => reader.save()).not.toThrow();
  expect(remarkNodeLookup()).toBeNull();
  expect(policyThreads(100_000)).toBe(1);
});

test("with the tuning's hooks, each is used when its step asks for it", () => {
  const lookup = { createNodeId: () => 'id', stored: () => true };
  const makeLookup = jest.fn(() => lookup);
  const save = jest.fn();
  registerTuningHooks({ remarkNodeLookup: makeLookup });
  registerTuningHooks({ markdownReader: (p) => ({ markdown: (t, f) => p(`${t}!`, f), save }) });
  registerTuningHooks({ policyThreads: (pages) => (pages > 10 ? 3 : 1) });
  expect(makeLookup).not.toHaveBeenCalled();
  expect([policyThreads(5), policyThreads(50)]).toEqual([1, 3]);
  expect(remarkNodeLookup()).toBe(lookup);
  const reader = markdownReader(parse);
  expect(reader.markdown('Body', 'a.md').body).toBe('Body!');
  reader.save();
  expect(save).toHaveBeenCalledTimes(1);
});

test('hooks registered by another copy of the module count (one global key)', () => {
  type Hooks = typeof import('../../../../lib/build-shared/hooks');
  jest.isolateModules(() => {
    const other = jest.requireActual<Hooks>('../../../../lib/build-shared/hooks');
    expect(other.registerTuningHooks).not.toBe(registerTuningHooks);
    other.registerTuningHooks({ remarkNodeLookup: () => null });
    other.registerTuningHooks({ remarkNodeLookup: () => ({ createNodeId: () => 'x', stored: null }) });
  });
  expect(remarkNodeLookup()?.stored).toBeNull();
});
