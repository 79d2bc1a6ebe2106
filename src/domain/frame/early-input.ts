/**
 * A reader's first tap is never lost and is answered at once. Gatsby's scripts start only after
 * the first paint (src/domain/frame/deferred-scripts.ts), and until React has started, a click on a
 * control of the page frame would reach no handler. A fixed inline script in the head answers:
 *
 * - the theme switch flips the theme at once (the same rule as the header switch: the other
 *   theme, remembered in storage), and the switch, once React has it, reads the same storage;
 * - the Sections stand-in button opens and closes the menu itself, from the markup its template
 *   carries (src/domain/frame/sections-early.ts), also after React has started, until the menu's own
 *   code has arrived and taken over; Escape, the close button, a click outside or on an entry
 *   close it, and the arrow keys move through the wide form's entries;
 * - it is the one handler of an article body's copy controls, before React has started and after:
 *   it copies the control's text (the rule of src/domain/html/copy-source.ts) to the clipboard, or else
 *   offers it in a prompt, and shows 'copied' for COPY_CONFIRM_MS;
 * - any of these taps then starts Gatsby's scripts at once, without waiting for the load event
 *   (after the answer, so that the scripts' start does not delay it).
 *
 * Once React has started (its root container is marked), React itself holds on to input that
 * reaches parts not yet hydrated, and this script stands aside, but for the Sections stand-in and
 * the body's copy controls.
 *
 * This module holds the names the script and the page share; the script itself is a TypeScript
 * function (src/domain/frame/head/early-input-script.ts), tested in jsdom as it is and as the build
 * compiles it (tests/unit/domain/frame/early-input.test.ts), and driven on the built site by
 * tests/e2e/timed/first-tap.spec.ts.
 */
import { STAND_IN_ATTRIBUTE } from './sections-early';

/** The copy controls: every one on the site has a text to copy by the rule of copy-source.ts. */
export const COPY_CONTROLS = 'button.copy-button[data-state]';

/** The Sections stand-in button (src/components/sections-menu/sections-menu.tsx). */
export const SECTIONS_STAND_IN = `.btn-sections[${STAND_IN_ATTRIBUTE}]`;

/** The theme switch of the header (src/components/frame/theme-toggle.tsx). */
export const THEME_SWITCH = '.theme-toggle';

/** The window property the script sets to true: page code can tell that it answers the stand-in. */
export const EARLY_INPUT_READY = '__bloxguideEarlyInput';

/** The event the deferred-scripts loader listens to: start the scripts now. */
export const START_SCRIPTS_EVENT = 'bloxguide:start-scripts';

/** The texts the script shows: the copy control's and the prompt's. */
export interface EarlyInputLabels {
  copy: string;
  copied: string;
  copyPrompt: string;
}
