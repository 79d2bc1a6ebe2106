/**
 * The page around a hydrated component as readers get it: the head's early-input script running
 * (the text the build ships, minified by src/node/post-build/minify-head-scripts.ts) and React's
 * root marked as started. `installEarlyInput()` returns the function that takes it all away again
 * (the script's listeners and the root).
 */
import { EARLY_INPUT_READY, earlyInputScript } from '../../../src/domain/frame/early-input';
import { GATSBY_ROOT_ID } from '../../../src/domain/html/element-ids';
import { labelsFor } from '../../../src/domain/locales/labels';
import { minifyScripts } from '../../../src/node/post-build/minify-head-scripts';

export function installEarlyInput(): () => void {
  const root = document.createElement('div');
  root.id = GATSBY_ROOT_ID;
  Object.assign(root, { __reactContainer$test: {} });
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
  new Function(minifyScripts([earlyInputScript(labelsFor('en'))]))();
  spies.forEach((spy) => spy.mockRestore());
  return () => {
    added.forEach(([target, type, fn, capture]) => target.removeEventListener(type, fn, capture));
    root.remove();
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_READY];
  };
}
