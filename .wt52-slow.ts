import { readIndex, readerQueries, sampleQueries } from './scripts/search-bench';
import { search } from './src/domain/search/engine';
import { decodeTitleChunk } from './src/domain/search/title-index';
(async () => {
  const idx = readIndex(process.argv[2]);
  const m = idx.manifest;
  const cache = new Map<string, unknown>();
  const source = { manifest: m, load: async (n: string) => { if (!cache.has(n)) cache.set(n, JSON.parse(idx.part(n))); return cache.get(n); } };
  const entries = m.d.flatMap((n) => decodeTitleChunk(JSON.parse(idx.part(n)), m.g));
  const qs = [...readerQueries(entries, 150), ...sampleQueries(entries, 400).slice(0, 150)];
  const times: [number, string][] = [];
  for (const q of qs) { await search(q, source); const t = Date.now(); await search(q, source); times.push([Date.now() - t, q]); }
  times.sort((a, b) => b[0] - a[0]);
  console.log(times.slice(0, 8));
})();
