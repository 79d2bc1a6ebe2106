/** Where the suite finds the site: E2E_BASE_URL, set by scripts/e2e.sh or by whoever runs it. */
export function e2eBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set. Run `bash scripts/e2e.sh` (builds, serves public/ and runs the suite) ' +
        'or start a server yourself and run `E2E_BASE_URL=http://localhost:9000 npx playwright test`.',
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
