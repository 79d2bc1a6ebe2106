/**
 * The page around a component as readers get it: the head's early-input script running (the text
 * the build ships, compiled by src/node/post-build/minify-head-scripts.ts, or its TypeScript
 * function called as it is) and React's root, marked as started unless asked otherwise.
 * `installEarlyInput()` returns the function that takes it all away again (the script's listeners
 * and the root).
 */
import { EARLY_INPUT_READY } from '../../../src/domain/frame/early-input';
import { earlyInputScript, inlineScript } from '../../../src/domain/frame/head-scripts';
import { GATSBY_ROOT_ID } from '../../../src/domain/html/element-ids';
import { labelsFor } from '../../../src/domain/locales/labels';
import { compileHeadScripts } from '../../../src/node/post-build/minify-head-scripts';

/**
 * How the script runs: as the build ships it, as the server writes it for `gatsby develop` (its
 * function's text as this toolchain compiled it), or its function called directly.
 */
export type EarlyInputForm = 'compiled' | 'readable' | 'source';

const script = earlyInputScript(labelsFor('en'));
let compiled: string | undefined;

export function installEarlyInput({
  form = 'compiled',
  reactStarted = true,
}: { form?: EarlyInputForm; reactStarted?: boolean } = {}): () => void {
  const root = document.createElement('div');
  root.id = GATSBY_ROOT_ID;
  if (reactStarted) Object.assign(root, { __reactContainer$test: {} });
  document.body.append(root);
  const added: [EventTarget, string, EventListenerOrEventListenerObject, boolean | undefined][] = [];
  const spies = [window, document].map((target) => {
    const add = target.addEventListener.bind(target);
    return jest
      .spyOn(target, 'addEventListener')
      .mockImplementation((type: string, fn: EventListenerOrEventListenerObject, capture?: unknown) => {
        added.push([target, type, fn, capture as boolean | undefined]);
        add(type, fn, capture as boolean | undefined);
      });
  });
  if (form === 'compiled') new Function((compiled ??= compileHeadScripts([script])))();
  else if (form === 'readable') new Function(inlineScript(script))();
  else (script.run as (...args: unknown[]) => void)(script.data, ...script.helpers);
  spies.forEach((spy) => spy.mockRestore());
  return () => {
    added.forEach(([target, type, fn, capture]) => target.removeEventListener(type, fn, capture));
    root.remove();
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_READY];
  };
}
