/**
 * The Sections menu: categories with their subcategories; a react-bootstrap
 * Dropdown on wide windows, a popover with More links on windows MOBILE_BREAKPOINT_PX wide or
 * narrower. Both forms (and react-bootstrap with them) stay out of the page's first download:
 * the page shows a stand-in button, the form for the current width is fetched as soon as the
 * reader points at, focuses or touches it, and replaces it, opened if it was clicked.
 *
 * Until then the head's early-input script answers the stand-in itself: it opens and closes a copy
 * of the menu from the stand-in's template (src/domain/frame/sections-early.ts), before React has
 * started too, and tells the stand-in whether it is open. An open early menu stays the reader's
 * until it is closed (where they scrolled, what has focus); the form replaces the stand-in then.
 */
import React, { useEffect, useRef, useState } from 'react';
import { useLazyModule } from '../../hooks/use-lazy-module';
import { useSiteData } from '../../hooks/use-site-data';
import { NARROW_SCREEN_QUERY } from '../../domain/constants';
import { SectionsButtonContent, SectionsFormProps } from './sections-button';
import { useNarrowScreen } from '../../hooks/use-narrow-screen';
import {
  EARLY_MENU_EVENT,
  EARLY_OPEN_ATTRIBUTE,
  STAND_IN_ATTRIBUTE,
} from '../../domain/frame/sections-early';
import { EARLY_INPUT_READY } from '../../domain/frame/early-input';

// The template's content (both forms' menus, about 12 KB before compression) is written by the
// HTML renderer (and jest) only: browser builds never bundle the markup. Hydration keeps what the
// server wrote (React leaves an element's inner HTML alone while hydrating, and this prop never
// changes after); a stand-in rendered in the browser alone has an empty template, and the early
// script then leaves its click to React.
const menuMarkup: typeof import('../../domain/frame/sections-early').earlyMenuMarkup | null =
  process.env.BUILD_STAGE === 'build-html' ||
  process.env.BUILD_STAGE === 'develop-html' ||
  process.env.NODE_ENV === 'test'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- kept out of browser bundles by the constant condition
      (require('../../domain/frame/sections-early') as typeof import('../../domain/frame/sections-early'))
        .earlyMenuMarkup
    : null;

/** Whether the head's early-input script runs in this page (it answers the stand-in itself). */
const earlyInputReady = (): boolean =>
  (window as unknown as Record<string, unknown>)[EARLY_INPUT_READY] === true;

/** Whether the early script has the stand-in's menu open: null when it never answered the stand-in. */
const earlyOpen = (button: HTMLElement | null): boolean | null => {
  const state = button?.getAttribute(EARLY_OPEN_ATTRIBUTE);
  return state == null ? null : state === 'true';
};

type Form = React.ComponentType<SectionsFormProps>;
type Mode = 'wide' | 'narrow';

const loadWide = (): Promise<Form> => import('./sections-dropdown').then((m) => m.SectionsDropdown);
const loadNarrow = (): Promise<Form> => import('./sections-popover').then((m) => m.SectionsPopover);

export function SectionsMenu(): React.JSX.Element {
  const { categories, labels } = useSiteData();
  const mode: Mode = useNarrowScreen() ? 'narrow' : 'wide';
  const [wide, loadWideForm] = useLazyModule(loadWide);
  const [narrow, loadNarrowForm] = useLazyModule(loadNarrow);
  const [clicked, setClicked] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  // whether the reader has shown intent: from then on the form for the current width is wanted
  const wanted = useRef(false);
  const standIn = useRef<HTMLButtonElement>(null);
  // the early script's menu, while open, stays the reader's menu (where they scrolled, what has
  // focus): the form takes over once it is closed
  const [earlyMenuOpen, setEarlyMenuOpen] = useState(false);
  // a press on the stand-in that the early script is to answer: the form waits for its release.
  // A mouse click goes to the element both the press and the release were on, so a form that
  // replaced the stand-in in between would take the release and the tap be lost. The click is
  // dispatched in the release's task: the form may come once that task is over, or once the
  // pointer has left, as it does after a cancel (a click then goes elsewhere anyway; a touch's
  // tap is aimed anew).
  const [pressed, setPressed] = useState(false);
  const released = (): unknown => setTimeout(setPressed, 0, false);
  const load = (which: Mode): void => {
    wanted.current = true;
    if (which === 'wide') loadWideForm();
    else loadNarrowForm();
  };

  // a form already used once stays in use after a resize: fetch the other one straight away
  useEffect(() => {
    if (!wanted.current) return;
    if (mode === 'wide') loadWideForm();
    else loadNarrowForm();
  }, [mode, loadWideForm, loadNarrowForm]);

  // the early script's menu: opened before React started (read once hydrated), or opened or
  // closed since (its event)
  useEffect(() => {
    const button = standIn.current;
    if (!button) return undefined;
    const follow = (): void => {
      const open = earlyOpen(button);
      if (open === null) return;
      setEarlyMenuOpen(open);
      setClicked(open);
      if (open) {
        wanted.current = true;
        if (window.matchMedia?.(NARROW_SCREEN_QUERY).matches) loadNarrowForm();
        else loadWideForm();
      }
    };
    // focus the stand-in took before React had it (a click, a Tab) is handed over like any other
    if (document.activeElement === button) setHadFocus(true);
    follow();
    button.addEventListener(EARLY_MENU_EVENT, follow);
    return () => button.removeEventListener(EARLY_MENU_EVENT, follow);
  }, [loadWideForm, loadNarrowForm]);

  const Form = mode === 'wide' ? wide : narrow;
  const ShownForm = earlyMenuOpen || pressed ? null : Form;
  // the click and focus of the stand-in are handed over once; a later form (after a resize
  // across the breakpoint) starts closed and leaves focus alone
  useEffect(() => {
    if (!ShownForm) return;
    setClicked(false);
    setHadFocus(false);
  }, [ShownForm]);

  if (ShownForm) return <ShownForm key={mode} initiallyOpen={clicked} takeFocus={hadFocus} />;
  return (
    <div className="sections-menu">
      <button
        ref={standIn}
        type="button"
        className="btn btn-sections dropdown-toggle"
        {...{ [STAND_IN_ATTRIBUTE]: '' }}
        aria-haspopup={mode === 'narrow' ? 'dialog' : 'true'}
        aria-expanded={false}
        // pointing at it, or a touch (which enters as it presses), fetches the form
        onPointerEnter={() => load(mode)}
        onPointerUp={released}
        onPointerLeave={released}
        // a press: the early script, when in the page, answers its click, and the form waits for
        // the release; without it, the press counts even if the form arrives before the release
        // lands on the new button
        onPointerDown={() => {
          if (earlyInputReady()) {
            setPressed(true);
            return;
          }
          setClicked(true);
          load(mode);
        }}
        onFocus={() => {
          setHadFocus(true);
          load(mode);
        }}
        onBlur={() => setHadFocus(false)}
        onClick={(event) => {
          // the early script answered this click first: its menu's state is the one wanted
          setClicked(earlyOpen(event.currentTarget) ?? true);
          load(mode);
        }}
      >
        <SectionsButtonContent label={labels.sections} />
      </button>
      {/* both forms' menus, inert, for the early script */}
      <template
        dangerouslySetInnerHTML={{ __html: menuMarkup ? menuMarkup(categories, labels) : '' }}
        suppressHydrationWarning
      />
    </div>
  );
}
