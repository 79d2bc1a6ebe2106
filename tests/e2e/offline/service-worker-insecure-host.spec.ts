/**
 * Spec section 8: a service worker is refused when the site is neither on HTTPS nor on
 * localhost, with a console message. Chromium maps a made-up host name to the local server.
 */
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { localhostUrl } from '../support/base-url';
import { waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

const HOST = 'blox.test';
const port = new URL(localhostUrl()).port;

test.use({
  serviceWorkers: 'allow',
  baseURL: `http://${HOST}${port ? `:${port}` : ''}`,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});

test('the service worker is not registered and the console says why', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  const swRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/sw.js') swRequests.push(r.url());
  });
  await page.goto(HOME_PATH);
  expect(new URL(page.url()).hostname).toBe(HOST);
  await waitForHydration(page);
  await expect
    .poll(() => messages.join('\n'))
    .toMatch(/error: Service workers can only be used over HTTPS, or on localhost/);
  const registrations = await page.evaluate(async () =>
    'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0,
  );
  expect(registrations).toBe(0);
  expect(swRequests).toEqual([]);
});
