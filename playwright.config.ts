/**
 * The real-browser suite (tests/e2e): Playwright's runner driving Debian's Chromium against a
 * served production build. `scripts/e2e.sh` builds, serves and sets E2E_BASE_URL; set it yourself
 * to run against a server that is already up (for example nginx).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { e2eBaseUrl } from './tests/e2e/support/base-url';

/**
 * Specs about when the page does things (answers on a phone's CPU, the largest paint before any
 * script; their times are judged by `npm run bench:answers`): they run after the rest of the
 * suite, one test at a time, so that no other test's browser shares the machine's two cores with
 * the one being timed. They are the specs of tests/e2e/timed/. To run one of them alone, without
 * the rest first:
 * `npx playwright test --no-deps tests/e2e/timed/first-tap.spec.ts`.
 */
const TIMED_SPECS = ['**/timed/*.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/e2e-results',
  // the machine (and CI) has 2 cores; the timing scenarios need headroom
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: true,
  // a flaky scenario is a defect to fix, not to retry away
  retries: 0,
  forbidOnly: true,
  // deadlines for a test and for a state to arrive, not waits: on the 2-core machine shared with
  // builds, axe on the home page alone took over 30 s (a loaded run failed on that timeout)
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [
    { name: 'suite', testIgnore: TIMED_SPECS },
    { name: 'timed', testMatch: TIMED_SPECS, dependencies: ['suite'], workers: 1 },
  ],
  use: {
    baseURL: e2eBaseUrl(),
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // page.route does not see requests a service worker answers: only the service-worker
    // scenarios allow it
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
});
