/**
 * The Content Security Policy every page carries (src/domain/hosting/content-security-policy.ts, added
 * after the build by src/node/post-build/page-policies.ts): it is the first element of <head> on
 * every page type, the build's own inline scripts run under it (the theme is set, Gatsby's loader
 * data is there, React hydrates), and script that a sanitiser bug would let into a page does not
 * run: an injected inline <script> and an onerror attribute are both blocked, and Chromium reports
 * both violations. The control case serves the same injected page without the policy and shows
 * the script running, so the blocking comes from the policy, not from the injection.
 * (The whole suite runs under ./support/test, which fails any test on a violation.)
 */
import type { Page } from '@playwright/test';
import { CSP_HEADER, parsePolicy } from '../../../src/domain/hosting/content-security-policy';
import { THEME_ATTRIBUTE } from '../../../src/domain/frame/theme';
import { PAGE_TYPES, article, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

/** What a sanitiser bug could let through: an inline script and an event-handler attribute. */
const INJECTED =
  '<div id="e2e-injected"><script>window.__e2eInjectedScript = true;</script>' +
  '<img alt="" src="/e2e-no-such-picture.png" onerror="window.__e2eInjectedHandler = true"></div>';

type Injected = { script: boolean; handler: boolean };

const injectedRan = (page: Page): Promise<Injected> =>
  page.evaluate(() => {
    const w = window as unknown as { __e2eInjectedScript?: boolean; __e2eInjectedHandler?: boolean };
    return { script: w.__e2eInjectedScript === true, handler: w.__e2eInjectedHandler === true };
  });

/**
 * Serves `path` as the built file with INJECTED at the start of <body> (outside the React root,
 * so hydration is undisturbed); `dropPolicy` also removes the page's policy meta.
 */
async function serveInjected(page: Page, path: string, dropPolicy: boolean): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      expect(html).toContain('<body>');
      html = html.replace('<body>', `<body>${INJECTED}`);
      if (dropPolicy) html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
      await route.fulfill({ response, body: html });
    },
  );
}

/** Waits until the picture's load failed, so its onerror had its chance to run. */
const pictureFailed = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('#e2e-injected img');
    return img !== null && img.complete && img.naturalWidth === 0;
  });

test.describe('Content Security Policy', () => {
  for (const t of PAGE_TYPES)
    test(`the ${t.type} page carries the policy first in <head> and runs under it`, async ({ page }) => {
      const response = await page.goto(t.path);
      expect(response?.status()).toBe(t.status);
      await waitForHydration(page);
      const first = await page.evaluate(() => {
        const el = document.head.firstElementChild;
        return el
          ? [el.tagName.toLowerCase(), el.getAttribute('http-equiv'), el.getAttribute('content')]
          : null;
      });
      expect(first?.slice(0, 2)).toEqual(['meta', CSP_HEADER]);
      const scriptSrc = parsePolicy(first?.[2] ?? '').get('script-src') ?? [];
      expect(scriptSrc[0]).toBe("'self'");
      expect(scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s))).toBe(true);
      expect(scriptSrc.length).toBeGreaterThan(1);
      // the build's inline scripts ran: the theme boot script and Gatsby's loader data
      await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, /^(light|dark)$/);
      expect(await page.evaluate(() => typeof (window as unknown as { pagePath?: unknown }).pagePath)).toBe(
        'string',
      );
    });

  test('blocks an injected inline script and onerror handler, and Chromium reports both', async ({
    page,
    csp,
  }) => {
    await serveInjected(page, article.path, false);
    await page.goto(article.path);
    await waitForHydration(page);
    await pictureFailed(page);
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...csp.take());
        return seen.join('\n');
      })
      .toMatch(/securitypolicyviolation[^\n]*script-src-elem blocked inline/);
    await expect
      .poll(() => {
        seen.push(...csp.take());
        return seen.join('\n');
      })
      .toMatch(/securitypolicyviolation[^\n]*script-src-attr blocked inline/);
    const all = seen.join('\n');
    // Chromium's wording: "Executing inline script violates the following Content Security Policy
    // directive … The action has been blocked." (older versions: "Refused to execute inline script")
    expect(all).toMatch(/console error[^\n]*inline script[^\n]*Content Security Policy[^\n]*blocked/);
    expect(all).toMatch(/console error[^\n]*inline event handler[^\n]*Content Security Policy[^\n]*blocked/);
    expect(await injectedRan(page)).toEqual({ script: false, handler: false });
    // the page's own scripts still ran
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, /^(light|dark)$/);
  });

  test('control: the same injected page without the policy runs both (so the policy is what blocks them)', async ({
    page,
  }) => {
    await serveInjected(page, article.path, true);
    await page.goto(article.path);
    await waitForHydration(page);
    await pictureFailed(page);
    await expect.poll(() => injectedRan(page)).toEqual({ script: true, handler: true });
  });
});
