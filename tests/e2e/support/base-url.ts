/**
 * Where the suite finds the site. Only an explicit choice counts: scripts/e2e.sh (which serves
 * the build, or takes `--base-url URL`) and `npm run serve:nginx -- -- …` set E2E_BASE_URL
 * together with E2E_USE_BASE_URL=1. An E2E_BASE_URL merely left in a shell is refused, so the
 * suite never tests a forgotten server by accident.
 */
export function e2eBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url || process.env.E2E_USE_BASE_URL !== '1')
    throw new Error(
      'No server chosen for the browser suite. Run `bash scripts/e2e.sh` (builds, serves public/ and ' +
        'runs the suite), `bash scripts/e2e.sh --base-url http://localhost:9000` for a server that is ' +
        'already up, or `npm run serve:nginx -- -- npx playwright test`.',
    );
  return url.replace(/\/+$/, '');
}

/**
 * The same server reached as `localhost`: Gatsby registers its service worker only over HTTPS
 * or on the host name `localhost` (127.0.0.1 does not count).
 */
export function localhostUrl(base = e2eBaseUrl()): string {
  const u = new URL(base);
  if (u.hostname === '127.0.0.1' || u.hostname === '[::1]') u.hostname = 'localhost';
  return u.origin;
}
