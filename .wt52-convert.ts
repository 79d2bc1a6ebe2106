import fs from 'fs';
import path from 'path';
import { contentName, encodeManifest, familyPartName } from './src/domain/search/parts';
const dir = process.argv[2];
const old = JSON.parse(fs.readFileSync(path.join(dir, 'search-index.json'), 'utf8'));
const read = (n: string) => fs.readFileSync(path.join(dir, 'static/search', `${n}.json`), 'utf8');
const fam = (prefix: string, names: string[]) => {
  const texts = names.map(read);
  const h = contentName(texts.join('\n'));
  return texts.map((t, i) => { const n = familyPartName(prefix, h, i); fs.writeFileSync(path.join(dir, 'static/search', `${n}.json`), t); return n; });
};
const m = { ...old, d: fam('d', old.d), w: fam('w', old.w), x: fam('x', old.x) };
fs.writeFileSync(path.join(dir, 'search-index.json'), JSON.stringify(encodeManifest(m)));
console.log('converted', dir, JSON.stringify(encodeManifest(m)).length, 'bytes manifest');
