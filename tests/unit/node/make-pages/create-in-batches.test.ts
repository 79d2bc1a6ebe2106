/**
 * createPages hands its pages to Gatsby in batches and lets the event loop turn after each, so
 * that Gatsby's node store commits the SitePage nodes as they come rather than queuing all of
 * them in memory (src/node/make-pages/create-pages.ts).
 */
import { createInBatches } from '../../../../src/node/make-pages/hand-to-gatsby';

const pages = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ path: `/p${i}/`, component: '/t.tsx', context: { i } }));

test('every page is created, in order', async () => {
  const made: string[] = [];
  await createInBatches((page) => void made.push(page.path), pages(2500));
  expect(made).toEqual(pages(2500).map((p) => p.path));
});

test('the event loop turns after each batch, and only then', async () => {
  const made: string[] = [];
  // where each turn of the event loop found page creation
  const turns: number[] = [];
  let running = true;
  const watch = () => {
    if (!running) return;
    turns.push(made.length);
    setImmediate(watch);
  };
  setImmediate(watch);
  await createInBatches((page) => void made.push(page.path), pages(25), 10);
  running = false;
  expect(made).toHaveLength(25);
  // the turns came between batches: after 10 and after 20 pages, never within a batch
  expect(turns.filter((n) => n > 0 && n < 25)).toEqual([10, 20]);
});
