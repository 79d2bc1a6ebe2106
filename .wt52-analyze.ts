import { readIndex, readerQueries } from './scripts/search-bench';
import { search } from './src/domain/search/engine';
import { decodeTitleChunk } from './src/domain/search/title-index';
import { gzipSync } from 'zlib';
const idx = readIndex(process.argv[2]);
const m = idx.manifest;
const gz = (n: string) => gzipSync(idx.part(n)).length;
const kind = (n: string) => m.d.includes(n) ? 'chunk' : m.w.includes(n) ? 'tword' : m.x.includes(n) ? 'text' : Object.values(m.f).includes(n) ? 'vocab' : 'frag';
const sizes = (names: string[]) => names.map(gz).sort((a,b)=>a-b);
for (const [k, names] of Object.entries({ d: m.d, w: m.w, x: m.x, f: Object.values(m.f) })) { const s = sizes(names); console.log(k, names.length, 'median', s[s.length>>1], 'max', s[s.length-1]); }
console.log('manifest gz', gzipSync(idx.manifestJson).length);
const entries = m.d.flatMap((n) => decodeTitleChunk(JSON.parse(idx.part(n)), m.g));
(async () => {
  const qs = [...readerQueries(entries, 30), 'roblox', 'obby tips', 'how to build'];
  for (const q of qs) {
    const loaded = new Set<string>();
    await search(q, { manifest: m, load: async (n) => { loaded.add(n); return JSON.parse(idx.part(n)); } });
    const by: Record<string, number> = {};
    for (const n of loaded) by[kind(n)] = (by[kind(n)] ?? 0) + gz(n);
    console.log(q.padEnd(40), JSON.stringify(by));
  }
})();
