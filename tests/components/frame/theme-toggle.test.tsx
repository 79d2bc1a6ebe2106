import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeToggle } from '../../../src/components/frame/theme-toggle';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../../src/domain/frame/theme';
import { fakeColorScheme, FakeColorScheme } from '../support/color-scheme';

const pageTheme = (): string | null => document.documentElement.getAttribute(THEME_ATTRIBUTE);
const toggle = (): HTMLElement => screen.getByRole('button', { name: 'Dark mode' });

let os: FakeColorScheme;
afterEach(() => {
  os?.restore();
  localStorage.clear();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  jest.restoreAllMocks();
});

describe('the dark-mode switch', () => {
  it.each([
    [true, 'dark', 'true'],
    [false, 'light', 'false'],
  ])('follows the operating system (dark %j) while the reader has chosen nothing', (dark, theme, pressed) => {
    os = fakeColorScheme(dark);
    render(<ThemeToggle />);
    expect(pageTheme()).toBe(theme);
    expect(toggle()).toHaveAttribute('aria-pressed', pressed);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('is a named toggle button with a tooltip', () => {
    os = fakeColorScheme(false);
    render(<ThemeToggle />);
    expect(toggle().tagName).toBe('BUTTON');
    expect(toggle()).toHaveAttribute('type', 'button');
    expect(toggle()).toHaveAttribute('title', 'Switch colour theme');
    expect(toggle()).toHaveAccessibleName('Dark mode');
  });

  it('switches both ways and remembers the choice', async () => {
    os = fakeColorScheme(false);
    render(<ThemeToggle />);
    await userEvent.click(toggle());
    expect(pageTheme()).toBe('dark');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(toggle());
    expect(pageTheme()).toBe('light');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('a remembered choice wins over the operating system on the next page', () => {
    os = fakeColorScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<ThemeToggle />);
    expect(pageTheme()).toBe('light');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows an OS change while nothing is stored, and ignores it once the reader has chosen', async () => {
    os = fakeColorScheme(false);
    render(<ThemeToggle />);
    act(() => os.setDark(true));
    expect(pageTheme()).toBe('dark');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    act(() => os.setDark(false));
    expect(pageTheme()).toBe('light');

    await userEvent.click(toggle()); // the reader picks dark
    act(() => os.setDark(false));
    act(() => os.setDark(true));
    act(() => os.setDark(false));
    expect(pageTheme()).toBe('dark');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('stops listening to the OS when it goes away', () => {
    os = fakeColorScheme(false);
    const { unmount } = render(<ThemeToggle />);
    expect(os.listeners()).toBe(1);
    unmount();
    expect(os.listeners()).toBe(0);
  });

  it('still follows the OS and switches when storage is blocked', async () => {
    os = fakeColorScheme(true);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    render(<ThemeToggle />);
    expect(pageTheme()).toBe('dark');
    await userEvent.click(toggle());
    expect(pageTheme()).toBe('light');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders on the server without a browser, unpressed, with both icons for CSS to pick', () => {
    const html = renderToString(<ThemeToggle />);
    expect(html).toMatch(/<button[^>]*aria-label="Dark mode"[^>]*aria-pressed="false"/);
    expect(html).toContain('theme-icon-moon');
    expect(html).toContain('theme-icon-sun');
  });
});
