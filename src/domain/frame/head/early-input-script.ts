/**
 * The early-input script, the second head script: a reader's first tap is answered at once, before
 * React has started (what it answers and why: src/domain/frame/early-input.ts). This is its code;
 * src/domain/frame/head-scripts.ts writes it into the page with its data and its two helpers, the
 * copy rule (./copy-text.ts) and the menu's sideways shift (./menu-shift.ts, which React's
 * popover places its panel with too).
 *
 * Self-contained: written into the page as its source text, so it uses nothing but its
 * arguments and the browser's globals.
 */
import type { CopyRule } from '../../html/copy-source';

type Form = 'wide' | 'narrow';

/** What the early-input script is given (src/domain/frame/head-scripts.ts fills it in). */
export interface EarlyInputData {
  /** the window property set to true: page code can tell the script answers the stand-in */
  ready: string;
  /** the id of React's root container, marked once React has started */
  root: string;
  /** the event that starts Gatsby's scripts at once (src/domain/frame/deferred-scripts.ts) */
  start: string;
  /** the copy controls (a selector), the rule of their text, what they show once copied */
  copies: string;
  copy: CopyRule;
  copied: { html: string; live: string };
  /** the prompt's text where the clipboard cannot be written */
  prompt: string;
  /** how long a control shows 'copied' */
  confirmMs: number;
  /** the theme switch (a selector), the attribute of <html> and the storage key of the theme */
  themeSwitch: string;
  theme: { attribute: string; key: string };
  /** the Sections stand-in button (a selector) and its menu (src/domain/frame/sections-early.ts) */
  standIn: string;
  narrowQuery: string;
  menu: {
    id: string;
    formAttribute: string;
    openAttribute: string;
    event: string;
    edge: Record<Form, number>;
    gap: Record<Form, number>;
  };
}

/** A copy control with what the script keeps on it: its idle markup and its timer. */
interface CopyControl extends HTMLElement {
  __idle?: string;
  __timer?: ReturnType<typeof setTimeout>;
}

export function earlyInput(
  d: EarlyInputData,
  copyText: (button: Element, attribute: string, sources: CopyRule['sources']) => string | null,
  shiftX: (buttonLeft: number, panelWidth: number, windowWidth: number, edge: number) => number,
): void {
  const doc = document;
  const win = window as Window & { ___navigate?: (path: string | null) => void };
  const html = doc.documentElement;
  // the open menu: its wrapper, its button, whether it is the narrow form
  let menu: HTMLElement | null = null;
  let menuButton: HTMLElement;
  let menuNarrow = false;
  (win as unknown as Record<string, unknown>)[d.ready] = true;

  /** whether React has started: its root container carries React's mark */
  function started(): boolean {
    const root = doc.getElementById(d.root);
    if (root) for (const key in root) if (key.indexOf('__reactContainer$') === 0) return true;
    return false;
  }

  function startScripts(): void {
    doc.dispatchEvent(new Event(d.start));
  }

  function look(control: CopyControl, copied: boolean): void {
    control.setAttribute('data-state', copied ? 'copied' : 'idle');
    control.classList.toggle('is-copied', copied);
    control.innerHTML = copied ? d.copied.html : (control.__idle as string);
    const live = control.nextElementSibling;
    if (live && live.getAttribute('aria-live')) live.textContent = copied ? d.copied.live : '';
  }

  /** copies to the clipboard, else offers the text in a prompt; shows 'copied' for a while */
  function copy(control: CopyControl, text: string): void {
    function offer(): void {
      win.prompt(d.prompt, text);
    }
    function done(): void {
      if (!control.isConnected) return;
      if (control.__idle == null) control.__idle = control.innerHTML;
      look(control, true);
      clearTimeout(control.__timer);
      control.__timer = setTimeout(function () {
        look(control, false);
      }, d.confirmMs);
    }
    const clipboard = win.navigator.clipboard;
    if (!clipboard || !clipboard.writeText) return offer();
    try {
      clipboard.writeText(text).then(done, offer);
    } catch {
      offer();
    }
  }

  /** tells the stand-in (and React, through the event) whether its menu is open */
  function tell(button: HTMLElement, open: boolean): void {
    const state = open ? 'true' : 'false';
    button.setAttribute('aria-expanded', state);
    button.setAttribute(d.menu.openAttribute, state);
    button.dispatchEvent(new Event(d.menu.event));
  }

  /** the open menu, unless React has taken it out of the page */
  function openMenu(): HTMLElement | null {
    if (menu && !menu.isConnected) menu = null;
    return menu;
  }

  /** opens the form for the window's width from the stand-in's template, where React puts its panel */
  function open(button: HTMLElement): void {
    const around = button.parentNode as HTMLElement;
    const template = around.querySelector('template');
    const narrow = !!(win.matchMedia && win.matchMedia(d.narrowQuery).matches);
    const panel =
      template &&
      template.content &&
      template.content.querySelector(`[${d.menu.formAttribute}="${narrow ? 'narrow' : 'wide'}"]`);
    if (!panel) return;
    const box = around.getBoundingClientRect();
    // above what the header sits in, and fixed to the window when the header is
    let fixed = false;
    let z = '1020';
    for (
      let e = around.parentNode as HTMLElement | null;
      e && e !== doc.body;
      e = e.parentNode as HTMLElement
    ) {
      const style = win.getComputedStyle(e);
      if (style.position === 'sticky' || style.position === 'fixed') fixed = true;
      if (style.zIndex !== 'auto') z = style.zIndex;
    }
    // The wrapper is the panel's containing block: as wide as the menu box, with no height, along
    // its bottom edge. It covers nothing, so a second tap on the button reaches the button.
    const wrapper = doc.createElement('div');
    const content = panel.cloneNode(true) as HTMLElement;
    wrapper.id = d.menu.id;
    wrapper.className = 'sections-menu' + (narrow ? '' : ' show dropdown');
    wrapper.style.cssText =
      `position:${fixed ? 'fixed' : 'absolute'};z-index:${z};` +
      `left:${box.left + (fixed ? 0 : win.pageXOffset)}px;top:${box.bottom + (fixed ? 0 : win.pageYOffset)}px;` +
      `width:${box.width}px;height:0`;
    wrapper.appendChild(content);
    doc.body.appendChild(wrapper);
    // (each form's figures named, not looked up by the form: the minifier then writes them as constants)
    const x = shiftX(
      box.left,
      content.offsetWidth,
      html.clientWidth,
      narrow ? d.menu.edge.narrow : d.menu.edge.wide,
    );
    const y = narrow ? d.menu.gap.narrow : d.menu.gap.wide;
    content.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    if (!narrow) button.classList.add('show');
    menu = wrapper;
    menuButton = button;
    menuNarrow = narrow;
    tell(button, true);
    const first = narrow && content.querySelector<HTMLElement>('a[href]');
    if (first) first.focus({ preventScroll: true });
  }

  /** closes the open menu; `back`: focus returns to its button */
  function shut(back: boolean): void {
    const wrapper = openMenu();
    if (!wrapper) return;
    const button = menuButton;
    wrapper.remove();
    menu = null;
    button.classList.remove('show');
    if (button.isConnected) {
      tell(button, false);
      if (back) button.focus();
    }
  }

  // Escape closes the open menu; the arrow keys move through the wide form's entries
  doc.addEventListener(
    'keydown',
    function (event) {
      const wrapper = openMenu();
      if (!wrapper) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        shut(true);
        return;
      }
      if (menuNarrow || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      const items: HTMLElement[] = [].slice.call(wrapper.querySelectorAll('.dropdown-item'));
      const at = items.indexOf(doc.activeElement as HTMLElement);
      if (!items.length) return;
      event.preventDefault();
      items[event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0)].focus();
    },
    true,
  );

  win.addEventListener(
    'click',
    function (event) {
      const target = event.target as Element | null;
      if (!target || !target.closest) return;
      // the stand-in opens and closes its menu
      const standIn = target.closest<HTMLElement>(d.standIn);
      if (standIn) {
        if (openMenu()) shut(false);
        else open(standIn);
        if (!started()) startScripts();
        return;
      }
      // in the open menu: an entry navigates (with Gatsby's router once it is there), the close
      // button closes; a click anywhere else closes it
      const wrapper = openMenu();
      if (wrapper) {
        if (wrapper.contains(target)) {
          const link = target.closest('a[href]');
          if (link) {
            if (win.___navigate) {
              event.preventDefault();
              win.___navigate(link.getAttribute('href'));
            }
            shut(false);
          } else if (target.closest('.btn-close')) shut(true);
          return;
        }
        shut(false);
      }
      // a copy control, before React has started and after
      const control = target.closest<CopyControl>(d.copies);
      const text = control && copyText(control, d.copy.attribute, d.copy.sources);
      if (text != null) {
        event.preventDefault();
        copy(control as CopyControl, text);
        if (!started()) startScripts();
        return;
      }
      if (started()) return;
      // the theme switch, until React has it: the other theme, remembered
      const themeSwitch = target.closest(d.themeSwitch);
      if (!themeSwitch) return;
      event.preventDefault();
      const next = html.getAttribute(d.theme.attribute) === 'dark' ? 'light' : 'dark';
      html.setAttribute(d.theme.attribute, next);
      themeSwitch.setAttribute('aria-pressed', next === 'dark' ? 'true' : 'false');
      try {
        localStorage.setItem(d.theme.key, next);
      } catch {
        // storage blocked: the theme still flips
      }
      startScripts();
    },
    true,
  );
}
