/* global workbox, idbKeyval, caches */
/**
 * Appended to the generated sw.js (gatsby-plugin-offline `appendScript`).
 * Pages are fetched network-first (src/domain/hosting/cache-policy.ts), so a page whose HTML was never
 * fetched through the worker (visited through an in-site link, or before the worker was
 * installed) has no cached HTML. Offline, such a page still opens: when its page resources are
 * cached (the plugin records them per path), the plugin's precached app shell renders it from
 * the cached page-data, as the plugin itself does when it serves every navigation.
 */
const APP_SHELL = '/offline-plugin-app-shell-fallback/index.html';

workbox.routing.setCatchHandler(async ({ event }) => {
  if (!event || event.request.mode !== 'navigate') return Response.error();
  const { pathname } = new URL(event.request.url);
  const resources = await idbKeyval.get(`resources:${pathname}`);
  if (!resources) return Response.error();
  const cached = await Promise.all(resources.map((resource) => caches.match(resource)));
  if (cached.some((response) => !response)) return Response.error();
  const shell = await caches.match(workbox.precaching.getCacheKeyForURL(APP_SHELL));
  return shell || Response.error();
});
