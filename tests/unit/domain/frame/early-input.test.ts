/**
 * @jest-environment jsdom
 *
 * The early-input script in a page (jsdom), in its three forms: its TypeScript function called as
 * it is, the text the server writes (the function's own text, what `gatsby develop` runs) and the
 * text the build ships (compiled by src/node/post-build/minify-head-scripts.ts). All must behave
 * the same. The browser suite drives it on the built site
 * (tests/e2e/timed/first-tap.spec.ts); the component tests run it beside React
 * (tests/components/sections-menu, tests/components/article/copy-controls.test.tsx).
 */
import { COPY_CONFIRM_MS, NARROW_SCREEN_QUERY } from '../../../../src/domain/constants';
import { EARLY_INPUT_READY, START_SCRIPTS_EVENT } from '../../../../src/domain/frame/early-input';
import {
  earlyMenuMarkup,
  EARLY_MENU_EVENT,
  EARLY_MENU_ID,
  EARLY_OPEN_ATTRIBUTE,
} from '../../../../src/domain/frame/sections-early';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../../../src/domain/frame/theme';
import { GATSBY_ROOT_ID } from '../../../../src/domain/html/element-ids';
import { EarlyInputForm, installEarlyInput } from '../../../components/support/early-input-page';

const categories = [
  {
    key: 'tips',
    title: 'Tips',
    path: '/tips',
    subcategories: [
      { key: 'a', title: 'A', path: '/tips/a' },
      { key: 'b', title: 'B', path: '/tips/b' },
    ],
  },
];
const menuLabels = { sections: 'Sections', close: 'Close', more: 'More' };

const PAGE =
  '<header style="position: sticky; z-index: 1030"><button class="theme-toggle" aria-pressed="false">Theme</button>' +
  '<div class="sections-menu"><button class="btn btn-sections dropdown-toggle" data-stand-in="" aria-expanded="false">Sections</button>' +
  `<template>${earlyMenuMarkup(categories, menuLabels)}</template></div></header>` +
  '<div class="code-block"><pre>let a = 1;\n</pre><button class="copy-button" data-state="idle"><span>Copy</span></button>' +
  '<span aria-live="polite"></span></div><p id="elsewhere">text</p>';

const $ = <E extends Element = HTMLElement>(selector: string): E => {
  const found = document.querySelector<E>(selector);
  if (!found) throw new Error(`no ${selector} in the page`);
  return found;
};
const standIn = (): HTMLElement => $('[data-stand-in]');
const earlyMenu = (): HTMLElement | null => document.getElementById(EARLY_MENU_ID);

/** A click as the browser dispatches it; true when the script prevented its default action. */
const click = (target: Element): boolean =>
  !target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const key = (name: string): boolean =>
  !document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

function narrowWindow(narrow: boolean): void {
  window.matchMedia = ((query: string) => ({ matches: narrow && query === NARROW_SCREEN_QUERY })) as never;
}

let remove: () => void = () => undefined;
let started: string[] = [];
const onStart = (): number => started.push(START_SCRIPTS_EVENT);

function install(form: EarlyInputForm, reactStarted = false): void {
  document.body.innerHTML = PAGE;
  document.documentElement.setAttribute(THEME_ATTRIBUTE, 'light');
  remove = installEarlyInput({ form, reactStarted });
}

beforeEach(() => {
  started = [];
  localStorage.clear();
  narrowWindow(false);
  document.addEventListener(START_SCRIPTS_EVENT, onStart);
});

afterEach(() => {
  remove();
  document.removeEventListener(START_SCRIPTS_EVENT, onStart);
  document.body.innerHTML = '';
  delete (window as { ___navigate?: unknown }).___navigate;
  jest.useRealTimers();
});

const FORMS: EarlyInputForm[] = ['source', 'readable', 'compiled'];

describe.each(FORMS)('the early-input script (%s) before React has started', (form) => {
  beforeEach(() => install(form));

  it('tells the page it runs', () => {
    expect((window as unknown as Record<string, unknown>)[EARLY_INPUT_READY]).toBe(true);
  });

  it('flips the theme at once, remembers it, marks the switch and starts the scripts', () => {
    expect(click($('.theme-toggle'))).toBe(true);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect($('.theme-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(started).toEqual([START_SCRIPTS_EVENT]);
    click($('.theme-toggle'));
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect($('.theme-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it('still flips the theme when storage is blocked', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    click($('.theme-toggle'));
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    setItem.mockRestore();
  });

  it('leaves other clicks alone', () => {
    expect(click($('#elsewhere'))).toBe(false);
    expect(started).toEqual([]);
  });

  it("copies a code block's text without its last newline, shows 'copied', then idle again", async () => {
    jest.useFakeTimers();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = $('.copy-button');
    const idle = button.innerHTML;
    expect(click(button)).toBe(true);
    await Promise.resolve();
    expect(writeText).toHaveBeenCalledWith('let a = 1;');
    expect(button.getAttribute('data-state')).toBe('copied');
    expect(button.classList.contains('is-copied')).toBe(true);
    expect(button.textContent).toBe('Copied');
    expect($('[aria-live]').textContent).toBe('Copied');
    expect(started).toEqual([START_SCRIPTS_EVENT]);
    jest.advanceTimersByTime(COPY_CONFIRM_MS);
    expect(button.getAttribute('data-state')).toBe('idle');
    expect(button.innerHTML).toBe(idle);
    expect($('[aria-live]').textContent).toBe('');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('offers the text in a prompt where the clipboard cannot be written', () => {
    const prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
    click($('.copy-button'));
    expect(prompt).toHaveBeenCalledWith('Copy this text:', 'let a = 1;');
    prompt.mockRestore();
  });

  it('opens the wide menu from the template below the stand-in, and says so', () => {
    const told: (string | null)[] = [];
    // the menu box where a browser lays it out (jsdom lays nothing out)
    const around = standIn().parentElement as HTMLElement;
    around.getBoundingClientRect = () =>
      ({ left: 40, top: 16, right: 160, bottom: 54, width: 120, height: 38, x: 40, y: 16 }) as DOMRect;
    standIn().addEventListener(EARLY_MENU_EVENT, () =>
      told.push(standIn().getAttribute(EARLY_OPEN_ATTRIBUTE)),
    );
    click(standIn());
    const menu = earlyMenu();
    expect(menu?.className).toBe('sections-menu show dropdown');
    // above the sticky header it sits in, fixed like it
    expect(menu?.style.position).toBe('fixed');
    expect(menu?.style.zIndex).toBe('1030');
    expect(menu?.querySelector('[data-form="wide"]')).not.toBeNull();
    expect(menu?.querySelector('[data-form="narrow"]')).toBeNull();
    // along the menu box's lower edge, with no height: it covers nothing, the button least of all
    expect(menu?.style.left).toBe('40px');
    expect(menu?.style.top).toBe('54px');
    expect(menu?.style.width).toBe('120px');
    expect(menu?.style.height).toBe('0px');
    // the panel: the gap alone below that edge (sideways it keeps inside jsdom's window of no width)
    expect((menu?.firstElementChild as HTMLElement).style.transform).toMatch(/^translate\(-?\d+px, 2px\)$/);
    expect(standIn().getAttribute('aria-expanded')).toBe('true');
    expect(standIn().classList.contains('show')).toBe(true);
    expect(told).toEqual(['true']);
    expect(started).toEqual([START_SCRIPTS_EVENT]);
    // a second click closes it
    click(standIn());
    expect(earlyMenu()).toBeNull();
    expect(standIn().getAttribute('aria-expanded')).toBe('false');
    expect(told).toEqual(['true', 'false']);
  });

  it("moves through the wide form's entries with the arrow keys; Escape closes and returns focus", () => {
    click(standIn());
    const items = Array.from(earlyMenu()?.querySelectorAll<HTMLElement>('.dropdown-item') ?? []);
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/tips', '/tips/a', '/tips/b']);
    expect(key('ArrowDown')).toBe(true);
    expect(document.activeElement).toBe(items[0]);
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    expect(document.activeElement).toBe(items[2]);
    key('ArrowUp');
    expect(document.activeElement).toBe(items[1]);
    expect(key('Escape')).toBe(true);
    expect(earlyMenu()).toBeNull();
    expect(document.activeElement).toBe(standIn());
  });

  it('opens the narrow form on a narrow window, with focus on its first link; its close button closes it', () => {
    narrowWindow(true);
    click(standIn());
    const menu = earlyMenu();
    expect(menu?.className).toBe('sections-menu');
    expect(menu?.querySelector('[data-form="narrow"]')).not.toBeNull();
    expect(document.activeElement?.getAttribute('href')).toBe('/tips/a');
    expect(standIn().classList.contains('show')).toBe(false);
    // arrows are the links' own on the narrow form
    expect(key('ArrowDown')).toBe(false);
    click($<HTMLElement>(`#${EARLY_MENU_ID} .btn-close`));
    expect(earlyMenu()).toBeNull();
    expect(document.activeElement).toBe(standIn());
  });

  it("follows an entry with Gatsby's router once it is there, and closes", () => {
    const navigate = jest.fn();
    (window as { ___navigate?: unknown }).___navigate = navigate;
    click(standIn());
    expect(click($(`#${EARLY_MENU_ID} a[href="/tips/b"]`))).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/tips/b');
    expect(earlyMenu()).toBeNull();
  });

  it('closes on a click outside, which then goes on as usual', () => {
    click(standIn());
    expect(click($('#elsewhere'))).toBe(false);
    expect(earlyMenu()).toBeNull();
  });

  it('forgets a menu that React took out of the page', () => {
    click(standIn());
    earlyMenu()?.remove();
    click(standIn());
    expect(earlyMenu()).not.toBeNull();
  });
});

describe.each(FORMS)('the early-input script (%s) once React has started', (form) => {
  beforeEach(() => install(form, true));

  it('stands aside for the theme switch: React holds on to input itself', () => {
    expect(document.getElementById(GATSBY_ROOT_ID)).not.toBeNull();
    expect(click($('.theme-toggle'))).toBe(false);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(started).toEqual([]);
  });

  it('still answers the Sections stand-in and the copy controls, without starting the scripts again', () => {
    click(standIn());
    expect(earlyMenu()).not.toBeNull();
    const prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
    click($('.copy-button'));
    expect(earlyMenu()).toBeNull();
    expect(prompt).toHaveBeenCalled();
    prompt.mockRestore();
    expect(started).toEqual([]);
  });
});
