/**
 * Topics: the spec's third level (the `subsubcategories` an article lists under a known
 * subcategory, src/domain/listings/indexing.ts) as reader-facing pages. One rule module: how a
 * written topic becomes its key, the title a key gets without content/topics.json, and which
 * topics are so close to another that an editor probably meant that one.
 */
// the search's Damerau-Levenshtein distance: a swap of neighbouring letters (`secruity`) counts one
import { editDistance } from '../search/fuzzy';

/**
 * A topic's key: lowercase, every run of spaces, underscores, hyphens and other punctuation one
 * hyphen (`Voice Chat`, `voice-chat` and `voice_chat` are `voice-chat`); letters of any script
 * and digits are kept. '' when nothing is left.
 */
export function topicKey(written: string): string {
  return written
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The keys of the written topics, each once, in the order first written ('' dropped). */
export function topicKeys(written: readonly string[]): string[] {
  return [...new Set(written.map(topicKey).filter((k) => k !== ''))];
}

/** The title of a topic without one in content/topics.json: `voice-chat` → `Voice Chat`. */
export const derivedTopicTitle = (key: string): string =>
  key
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * How many letters two keys may differ by and still look like one topic misspelt: none below 4
 * letters (`ui` and `ux` are different topics), one up to 6 letters, two from 7. A plural `s`
 * (`parent` beside `parents`) is always near.
 */
function nearEnough(a: string, b: string): boolean {
  if (a === `${b}s` || b === `${a}s`) return true;
  const shorter = Math.min(a.length, b.length);
  const allowed = shorter < 4 ? 0 : shorter <= 6 ? 1 : 2;
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return false;
  return editDistance(a, b) <= allowed;
}

export interface NearTopic {
  /** the topic that is probably a slip: the one fewer articles use (on a tie, the later key) */
  topic: string;
  /** the existing topic it is near */
  near: string;
}

/**
 * Pairs of topics one or two letters, or a plural `s`, apart, given how many articles use each.
 * Each pair once, the rarer topic first; sorted, so the warnings come in the same order.
 */
export function nearTopics(uses: ReadonlyMap<string, number>): NearTopic[] {
  const keys = [...uses.keys()].sort();
  const out: NearTopic[] = [];
  // hyphens are not letters: `voicechat` is near `voice-chat`
  const bare = keys.map((k) => k.replace(/-/g, ''));
  for (let i = 0; i < keys.length; i += 1)
    for (let j = i + 1; j < keys.length; j += 1) {
      if (!(bare[i] === bare[j] || nearEnough(bare[i], bare[j]))) continue;
      const [a, b] = [keys[i], keys[j]];
      const rarerIsA = (uses.get(a) ?? 0) < (uses.get(b) ?? 0);
      out.push(rarerIsA ? { topic: a, near: b } : { topic: b, near: a });
    }
  return out.sort((x, y) => (x.topic < y.topic ? -1 : x.topic > y.topic ? 1 : x.near < y.near ? -1 : 1));
}
