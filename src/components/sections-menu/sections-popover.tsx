/**
 * The narrow-window Sections menu: a button and a popover dialog listing every category with its
 * subcategories and a More link to the category page. Loaded on demand by sections-menu.tsx.
 * Escape or a click outside closes it; Escape and the close button return focus to the Sections
 * button.
 *
 * The dialog's entries are rendered once, when the form arrives, and kept (hidden while closed):
 * opening shows, places and fades in what is already there, so that a tap is answered without
 * rendering 6 groups of links first. It is placed as the early script places its copy, below the
 * button and inside the window's edges (`menuShiftX`), with the same markup, classes and fade as
 * Bootstrap's popover.
 */
import React, { memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useSiteData } from '../../hooks/use-site-data';
import { sectionsGroups } from '../../domain/frame/sections-entries';
import { CLOSE_CROSS_PATH, EARLY_MENU_EDGE_PX, EARLY_MENU_GAP_PX } from '../../domain/frame/sections-early';
import { menuShiftX } from '../../domain/frame/head/menu-shift';
import { SectionsButtonContent, SectionsFormProps, useTakeOverEarlyMenu } from './sections-button';
import { isPlainLeftClick } from '../../domain/frame/link-clicks';

/**
 * closed: hidden; opening: shown, transparent, being placed; open: faded in; closing: fading out.
 */
type Phase = 'closed' | 'opening' | 'open' | 'closing';

const isOpen = (phase: Phase): boolean => phase === 'opening' || phase === 'open';

/**
 * Where the dialog's box starts before `place` moves it below the button: the style the early
 * markup writes (POPPER_STYLE in sections-early.ts, a string kept out of browser bundles).
 */
const DIALOG_STYLE: React.CSSProperties = { position: 'absolute', inset: '0px auto auto 0px' };
const ARROW_STYLE: React.CSSProperties = { position: 'absolute', left: '0px' };

/** Places the dialog below its menu box (its containing block), inside the window's edges. */
function place(dialog: HTMLElement): void {
  const box = dialog.parentElement?.getBoundingClientRect();
  if (!box) return;
  const x = menuShiftX(
    box.left,
    dialog.offsetWidth,
    document.documentElement.clientWidth,
    EARLY_MENU_EDGE_PX.narrow,
  );
  dialog.style.transform = `translate(${Math.round(x)}px, ${Math.round(box.height + EARLY_MENU_GAP_PX.narrow)}px)`;
}

/** The longest transition of an element in milliseconds (0 when it has none, as under reduced motion). */
function transitionMs(el: Element): number {
  const style = getComputedStyle(el);
  const seconds = (list: string): number[] =>
    list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)) || 0);
  const durations = seconds(style.transitionDuration);
  const delays = seconds(style.transitionDelay);
  return Math.max(0, ...durations.map((d, i) => (d + (delays[i] ?? 0)) * 1000));
}

interface ListProps {
  id: string;
  /** asked to close; `returnFocus` when the reader dismissed it from the keyboard or the close button */
  onClose: (returnFocus: boolean) => void;
}

/** The dialog's content; rendered once and kept while the menu opens and closes. */
const SectionsList = memo(function SectionsList({ id, onClose }: ListProps): React.JSX.Element {
  const { categories, labels } = useSiteData();
  return (
    <div>
      <div className="sections-popover-head">
        <h2 id={`${id}-title`} className="sections-popover-heading">
          {labels.sections}
        </h2>
        <button type="button" className="btn-close" aria-label={labels.close} onClick={() => onClose(true)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d={CLOSE_CROSS_PATH} />
          </svg>
        </button>
      </div>
      <div className="sections-popover-body popover-body">
        {sectionsGroups(categories, labels.more).map((g) => (
          <section
            key={g.key}
            className={`sections-popover-group cat-${g.key}`}
            aria-labelledby={`${id}-${g.key}`}
          >
            <h3 id={`${id}-${g.key}`} className="sections-popover-category">
              {g.title}
            </h3>
            <ul className="sections-popover-list">
              {g.narrow.map((s) => (
                <li key={s.key}>
                  <Link to={s.path} onClick={() => onClose(false)}>
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
            {g.more && (
              <Link
                to={g.more.path}
                className="sections-more"
                data-testid="sections-more"
                onClick={() => onClose(false)}
              >
                {g.more.title} <span aria-hidden="true">→</span>
              </Link>
            )}
          </section>
        ))}
      </div>
    </div>
  );
});

export function SectionsPopover({ initiallyOpen, takeFocus }: SectionsFormProps): React.JSX.Element {
  const { labels } = useSiteData();
  const [phase, setPhase] = useState<Phase>(initiallyOpen ? 'opening' : 'closed');
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  const popoverId = `${id}-popover`;
  const open = isOpen(phase);
  useTakeOverEarlyMenu();

  // one function for the component's life, so that the kept list never renders again
  const close = useRef((returnFocus: boolean): void => {
    setPhase((p) => (isOpen(p) ? 'closing' : p));
    if (returnFocus) button.current?.focus();
  }).current;

  // a layout effect: focus moves to this button in the same task that swaps it in for the
  // stand-in, so no key press can land on <body> in between (a Tab would then skip the menu)
  useLayoutEffect(() => {
    // when the popover opens it takes focus itself
    if (takeFocus && !initiallyOpen) button.current?.focus();
  }, [takeFocus, initiallyOpen]);

  // opening: the shown, still transparent dialog is placed (which lays it out, so that its fade
  // starts from transparent), faded in, and focus moves into it, all before the next paint
  useLayoutEffect(() => {
    const el = dialog.current;
    if (phase !== 'opening' || !el) return;
    place(el);
    setPhase('open');
    el.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, [phase]);

  // closing: hidden once its fade has run
  useEffect(() => {
    const el = dialog.current;
    if (phase !== 'closing' || !el) return undefined;
    const done = (): void => setPhase((p) => (p === 'closing' ? 'closed' : p));
    const ms = transitionMs(el);
    if (ms === 0) {
      done();
      return undefined;
    }
    // the dialog's own fade, not a transition of something inside it (a link's colour)
    const ended = (e: TransitionEvent): void => {
      if (e.target === el) done();
    };
    el.addEventListener('transitionend', ended);
    const timer = setTimeout(done, ms + 50);
    return () => {
      el.removeEventListener('transitionend', ended);
      clearTimeout(timer);
    };
  }, [phase]);

  // while open: Escape, or a plain click that both starts and ends outside the dialog and the
  // button, closes it; a resize places it again
  useEffect(() => {
    if (!open) return undefined;
    const opening = window.event;
    let pressedInside = false;
    const inside = (target: EventTarget | null): boolean =>
      target instanceof Node && Boolean(dialog.current?.contains(target) || button.current?.contains(target));
    const onPress = (e: MouseEvent): void => {
      pressedInside = inside(e.target);
    };
    const onClick = (e: MouseEvent): void => {
      const started = pressedInside;
      pressedInside = false;
      if (e === opening || started || !isPlainLeftClick(e) || inside(e.target)) return;
      close(false);
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') close(true);
    };
    const onResize = (): void => {
      if (dialog.current) place(dialog.current);
    };
    document.addEventListener('mousedown', onPress, true);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('mousedown', onPress, true);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close]);

  return (
    <div className="sections-menu">
      <button
        ref={button}
        id={`${id}-toggle`}
        type="button"
        className="btn btn-sections dropdown-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setPhase((p) => (isOpen(p) ? 'closing' : 'opening'))}
      >
        <SectionsButtonContent label={labels.sections} />
      </button>
      <div
        ref={dialog}
        id={popoverId}
        role="dialog"
        aria-labelledby={`${popoverId}-title`}
        data-testid="sections-popover"
        data-popper-placement="bottom-start"
        className={`fade sections-popover${phase === 'open' ? ' show' : ''} popover bs-popover-bottom`}
        style={DIALOG_STYLE}
        hidden={phase === 'closed'}
      >
        <div className="popover-arrow" style={ARROW_STYLE} />
        <SectionsList id={popoverId} onClose={close} />
      </div>
    </div>
  );
}
