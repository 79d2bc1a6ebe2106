/**
 * The Sections menu: categories with their subcategories; a react-bootstrap
 * Dropdown on wide windows, a popover with More links on windows MOBILE_BREAKPOINT_PX wide or
 * narrower. Both forms (and react-bootstrap with them) stay out of the page's first download:
 * the page shows a stand-in button, the form for the current width is fetched as soon as the
 * reader points at or focuses it (by touch, once the tap has been answered), and replaces it,
 * opened if it was clicked.
 *
 * Until then the head's early-input script answers the stand-in itself: it opens and closes a copy
 * of the menu from the stand-in's template (src/domain/frame/sections-early.ts), before React has
 * started too, and tells the stand-in whether it is open. An open early menu stays the reader's
 * until it is closed (where they scrolled, what has focus); the form replaces the stand-in then.
 */
import React, { useEffect, useReducer, useRef, useState } from 'react';
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
  // what the stand-in saw before the form replaced it, kept in refs so that a tap on it costs no
  // render (the early script answers it in the same task); the form reads them when it arrives:
  // whether the reader clicked it (the form then starts open) and whether it had focus (the form
  // then takes it)
  const clicked = useRef(false);
  const hadFocus = useRef(false);
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
  // tap is aimed anew). Only the release of such a press renders again (the form may have come).
  const pressed = useRef(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const released = (): void => {
    if (!pressed.current) return;
    pressed.current = false;
    setTimeout(rerender);
  };
  const load = (which: Mode): void => {
    wanted.current = true;
    if (which === 'wide') loadWideForm();
    else loadNarrowForm();
  };
  // a fetch on a sign of intent (pointing at the stand-in, focus) starts in a task of its own:
  // when a press brings the focus, its click, in the same task, is answered first
  const prefetch = (which: Mode): unknown => setTimeout(load, 0, which);

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
      clicked.current = open;
      setEarlyMenuOpen(open);
      if (open) {
        wanted.current = true;
        // after the early script's answer, which this event is part of
        setTimeout(window.matchMedia?.(NARROW_SCREEN_QUERY).matches ? loadNarrowForm : loadWideForm, 0);
      }
    };
    // focus the stand-in took before React had it (a click, a Tab) is handed over like any other
    if (document.activeElement === button) hadFocus.current = true;
    follow();
    button.addEventListener(EARLY_MENU_EVENT, follow);
    return () => button.removeEventListener(EARLY_MENU_EVENT, follow);
  }, [loadWideForm, loadNarrowForm]);

  const Form = mode === 'wide' ? wide : narrow;
  const ShownForm = earlyMenuOpen || pressed.current ? null : Form;
  // the click and focus of the stand-in are handed over once; a later form (after a resize
  // across the breakpoint) starts closed and leaves focus alone
  useEffect(() => {
    if (!ShownForm) return;
    clicked.current = false;
    hadFocus.current = false;
  }, [ShownForm]);

  if (ShownForm) return <ShownForm key={mode} initiallyOpen={clicked.current} takeFocus={hadFocus.current} />;
  return (
    <div className="sections-menu">
      <button
        ref={standIn}
        type="button"
        className="btn btn-sections dropdown-toggle"
        {...{ [STAND_IN_ATTRIBUTE]: '' }}
        aria-haspopup={mode === 'narrow' ? 'dialog' : 'true'}
        aria-expanded={false}
        // pointing at it fetches the form. A touch enters as it presses: its tap's answer comes
        // first, and the form is fetched then (by `follow`, or `onPointerDown` without the
        // early script)
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') prefetch(mode);
        }}
        onPointerUp={released}
        onPointerLeave={released}
        // a press: the early script, when in the page, answers its click, and the form waits for
        // the release; without it, the press counts even if the form arrives before the release
        // lands on the new button
        onPointerDown={() => {
          if (earlyInputReady()) {
            pressed.current = true;
            return;
          }
          clicked.current = true;
          load(mode);
        }}
        onFocus={() => {
          hadFocus.current = true;
          prefetch(mode);
        }}
        onBlur={() => {
          hadFocus.current = false;
        }}
        onClick={(event) => {
          // the early script answered this click first: its menu's state is the one wanted
          clicked.current = earlyOpen(event.currentTarget) ?? true;
          prefetch(mode);
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
