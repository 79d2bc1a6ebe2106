/**
 * A reader's first tap is never lost. Gatsby's scripts start only after the first paint
 * (src/domain/frame/deferred-scripts.ts), and until React has started, a click on a control of the page
 * frame would reach no handler. A fixed inline script in the head catches those clicks:
 *
 * - the theme switch flips the theme at once (the same rule as the header switch: the other
 *   theme, remembered in storage), and the switch, once React has it, reads the same storage;
 * - the Sections button and the copy controls are clicked again for the reader as soon as React
 *   handles them (the control itself is React's, or the page's content has hydrated), so the
 *   menu opens and the text is copied with React's own code;
 * - any of these taps then starts Gatsby's scripts at once, without waiting for the load event
 *   (after the answer, so that the scripts' start does not delay it).
 *
 * Once React has started (its root container is marked), React itself holds on to input that
 * reaches parts not yet hydrated, and this script stands aside.
 */
import { GATSBY_ROOT_ID, HYDRATED_ATTRIBUTE } from '../html/element-ids';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './theme';

/** The controls whose clicks are replayed once React handles them. */
export const REPLAYED_CONTROLS = '.btn-sections, button.copy-button[data-state]';

/** The theme switch of the header (src/components/frame/theme-toggle.tsx). */
export const THEME_SWITCH = '.theme-toggle';

/** The event the deferred-scripts loader listens to: start the scripts now. */
export const START_SCRIPTS_EVENT = 'bloxguide:start-scripts';

/**
 * The inline script. Plain ES5: it runs before any bundle; a unit test runs it in a sandbox and
 * the browser suite drives it on the built site (tests/e2e/first-tap.spec.ts).
 */
export function earlyInputScript(): string {
  const q = JSON.stringify;
  return (
    `(function(){var d=document,w=window,h=d.documentElement;` +
    `function marked(e,p){if(!e)return false;for(var k in e)if(k.indexOf(p)===0)return true;return false}` +
    `function started(){return marked(d.getElementById(${q(GATSBY_ROOT_ID)}),'__reactContainer$')}` +
    `function handles(e){return marked(e,'__reactFiber$')||h.hasAttribute(${q(HYDRATED_ATTRIBUTE)})}` +
    `function replay(e){if(!e.isConnected)return;if(handles(e))e.click();else w.requestAnimationFrame(function(){replay(e)})}` +
    `w.addEventListener('click',function(v){var t=v.target;if(started()||!t||!t.closest)return;` +
    `var s=t.closest(${q(THEME_SWITCH)}),r=t.closest(${q(REPLAYED_CONTROLS)});if(!s&&!r)return;` +
    `v.preventDefault();if(s){var n=h.getAttribute(${q(THEME_ATTRIBUTE)})==='dark'?'light':'dark';` +
    `h.setAttribute(${q(THEME_ATTRIBUTE)},n);s.setAttribute('aria-pressed',n==='dark'?'true':'false');` +
    `try{localStorage.setItem(${q(THEME_STORAGE_KEY)},n)}catch(x){}}` +
    `else w.requestAnimationFrame(function(){replay(r)});` +
    `d.dispatchEvent(new Event(${q(START_SCRIPTS_EVENT)}))},true)})();`
  );
}
