import { benchSearchIndex, readIndex } from './scripts/search-bench';
(async () => {
  for (const dir of process.argv.slice(2)) {
    const r = await benchSearchIndex(readIndex(dir));
    console.log(dir, JSON.stringify({ parts: r.parts, gz: Math.round(r.indexGzipBytes / 1024), firstMed: (r.firstSearchMedianGzip / 1024).toFixed(1), firstMax: (r.firstSearchMaxGzip / 1024).toFixed(1), engMed: r.engineMedianMs.toFixed(1), engMax: r.engineMaxMs.toFixed(1) }));
  }
})();
