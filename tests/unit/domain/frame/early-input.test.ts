import vm from 'vm';
import {
  earlyInputScript,
  COPY_CONTROLS,
  START_SCRIPTS_EVENT,
  THEME_SWITCH,
} from '../../../../src/domain/frame/early-input';
import { GATSBY_ROOT_ID } from '../../../../src/domain/html/element-ids';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../../../src/domain/frame/theme';
import { labelsFor } from '../../../../src/domain/locales/labels';
import { minifyScripts } from '../../../../src/node/post-build/minify-head-scripts';

/** The script as the sources write it and as the build minifies it: both must behave the same. */
const READABLE = earlyInputScript(labelsFor('en'));
const FORMS: [string, string][] = [
  ['readable', READABLE],
  ['minified', minifyScripts([READABLE])],
];

/** A control of the fake page: matches one of the script's selectors, or none. */
class Control {
  attributes: Record<string, string> = {};
  clicks = 0;
  isConnected = true;
  constructor(public selector: string | null) {}
  closest(selector: string): Control | null {
    return this.selector === selector ? this : null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes[name] = value;
  }
  hasAttribute(name: string): boolean {
    return name in this.attributes;
  }
  click(): void {
    this.clicks += 1;
  }
}

function fakePage(script: string, initialTheme: string, storageThrows = false) {
  const htmlAttributes: Record<string, string> = { [THEME_ATTRIBUTE]: initialTheme };
  const stored: Record<string, string> = {};
  const dispatched: string[] = [];
  const frames: (() => void)[] = [];
  const appRoot: Record<string, unknown> = {};
  let onClick: ((event: unknown) => void) | null = null;
  const document = {
    documentElement: {
      getAttribute: (name: string) => htmlAttributes[name] ?? null,
      setAttribute: (name: string, value: string) => (htmlAttributes[name] = value),
      hasAttribute: (name: string) => name in htmlAttributes,
    },
    getElementById: (id: string) => (id === GATSBY_ROOT_ID ? appRoot : null),
    dispatchEvent: (event: { type: string }) => dispatched.push(event.type),
    addEventListener: (name: string, _fn: unknown, capture: boolean) =>
      expect([name, capture]).toEqual(['keydown', true]),
  };
  const window = {
    addEventListener: (name: string, fn: (event: unknown) => void, capture: boolean) => {
      expect([name, capture]).toEqual(['click', true]);
      onClick = fn;
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  const localStorage = {
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('blocked');
      stored[key] = value;
    },
  };
  class Event {
    constructor(public type: string) {}
  }
  vm.runInNewContext(script, { window, document, localStorage, Event });
  return {
    htmlAttributes,
    stored,
    dispatched,
    appRoot,
    /** a click on `target`; true when the script prevented the default action */
    click(target: Control): boolean {
      let prevented = false;
      onClick?.({ target, preventDefault: () => (prevented = true) });
      return prevented;
    },
    frame: () => frames.splice(0).forEach((fn) => fn()),
  };
}

describe.each(FORMS)('earlyInputScript (%s) before React has started', (_form, script) => {
  it('flips the theme at once, remembers it, marks the switch and starts the scripts', () => {
    const page = fakePage(script, 'light');
    const toggle = new Control(THEME_SWITCH);
    expect(page.click(toggle)).toBe(true);
    expect(page.htmlAttributes[THEME_ATTRIBUTE]).toBe('dark');
    expect(page.stored[THEME_STORAGE_KEY]).toBe('dark');
    expect(toggle.attributes['aria-pressed']).toBe('true');
    expect(page.dispatched).toEqual([START_SCRIPTS_EVENT]);
    page.click(toggle);
    expect(page.htmlAttributes[THEME_ATTRIBUTE]).toBe('light');
    expect(toggle.attributes['aria-pressed']).toBe('false');
  });

  it('still flips the theme when storage is blocked', () => {
    const page = fakePage(script, 'dark', true);
    page.click(new Control(THEME_SWITCH));
    expect(page.htmlAttributes[THEME_ATTRIBUTE]).toBe('light');
  });

  it('leaves other clicks alone', () => {
    const page = fakePage(script, 'light');
    expect(page.click(new Control(null))).toBe(false);
    expect(page.dispatched).toEqual([]);
  });
});

describe.each(FORMS)('earlyInputScript (%s) once React has started', (_form, script) => {
  it('stands aside: React holds on to input itself', () => {
    const page = fakePage(script, 'light');
    page.appRoot['__reactContainer$xyz'] = {};
    const toggle = new Control(THEME_SWITCH);
    const button = new Control(COPY_CONTROLS);
    expect(page.click(toggle)).toBe(false);
    expect(page.click(button)).toBe(false);
    page.frame();
    expect(page.htmlAttributes[THEME_ATTRIBUTE]).toBe('light');
    expect(button.clicks).toBe(0);
    expect(page.dispatched).toEqual([]);
  });
});
