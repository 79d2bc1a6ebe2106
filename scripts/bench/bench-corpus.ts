/** The benchmark's generated corpora and the one-article edit a warm rebuild is timed after. */
import fs from 'fs';
import path from 'path';
import { hasCorpus, writeCorpus } from '../corpus/corpus';
import { generateCorpus } from '../corpus/generator';

const root = path.resolve(__dirname, '../..');

/** Append a paragraph to one article (what an editor's fix looks like); returns the undo. */
export function editOneArticle(file: string): () => void {
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${original}\nAn editor added this sentence for the warm rebuild benchmark.\n`);
  return () => fs.writeFileSync(file, original);
}

/** The generated corpus of `articles` (with or without pictures), written once per folder. */
export function benchCorpus(
  articles: number,
  seed: number,
  pictures: boolean,
): { corpusDir: string; corpus: ReturnType<typeof generateCorpus> } {
  const corpusDir = path.join(root, '.corpus', `bench-${articles}${pictures ? '' : '-no-pictures'}`);
  const stamp = { articles, seed, pictures };
  const corpus = generateCorpus(stamp);
  if (!hasCorpus(corpusDir, stamp)) {
    fs.rmSync(corpusDir, { recursive: true, force: true });
    writeCorpus(corpusDir, corpus, stamp);
    console.log(`bench: wrote corpus of ${articles} articles to ${path.relative(root, corpusDir)}`);
  }
  return { corpusDir, corpus };
}
