/**
 * What parsing each markdown file gave (frontmatter, field lines, body offset or the YAML
 * mistake), kept between builds in `.cache/` under the md5 of the file's text, so that a build
 * parses only the files that changed. YAML parsing is most of reading a content folder
 * (gray-matter and js-yaml: about half of the 2.6 s `readContent` takes at 10,000 articles).
 *
 * A record is used only when the file's text is byte for byte the text it was made from, and
 * only by the same code: the whole store is keyed by `parseCacheFingerprint` (the site's
 * `buildFingerprint`: Gatsby's compiled gatsby-node bundle, which inlines the parser, and the
 * package versions; and this plugin's own files). Without a fingerprint nothing is kept.
 * Validation is not cached: every rule runs on every build, over what the parser gave. The site
 * reads through this store when the plugin registers it (lib/build-shared/hooks.ts); `npm run
 * check:content` and a build with the tuning off parse every file.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import v8 from 'v8';
import type { MarkdownParse, ParsedMarkdown } from '../../lib/build-shared/hooks';
import { buildFingerprint } from '../../lib/build-shared/inputs';

/** A parse without its file name and body: the body is the text's last `bodyLength` characters. */
type ParseRecord<T extends ParsedMarkdown> = Omit<T, 'file' | 'body'> & { bodyLength: number };

interface Store<T extends ParsedMarkdown> {
  fingerprint: string;
  records: [string, ParseRecord<T>][];
}

/** The kind of a value by its tag, which holds across realms (a deserialized value is Node's own). */
const tag = (value: unknown): string => Object.prototype.toString.call(value);

/** The store's file in Gatsby's cache folder. */
export const parseCacheFile = (root = process.cwd()): string =>
  path.join(root, '.cache', 'bloxguide-markdown-parses.v8');

/**
 * True for what YAML gives as plain data: strings, finite or not numbers, booleans, null, dates,
 * arrays and plain objects of them. A record holding anything else (js-yaml's `!!binary` gives a
 * Buffer, which comes back from the store as another type) is not kept.
 */
function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (tag(value) === '[object Date]') return true;
  if (Array.isArray(value)) return value.every((v) => isPlainData(v, depth + 1));
  if (tag(value) !== '[object Object]') return false;
  // an object literal's prototype is Object.prototype, whose own prototype is null
  const proto = Object.getPrototypeOf(value) as object | null;
  return (
    proto !== null &&
    Object.getPrototypeOf(proto) === null &&
    Object.values(value as object).every((v) => isPlainData(v, depth + 1))
  );
}

/** The fingerprint of the code a parse comes from (the site's and this plugin's), or null when unknown. */
export const parseCacheFingerprint = (root = process.cwd()): string | null =>
  buildFingerprint(root, ['plugins/build-tuning']);

function readStore<T extends ParsedMarkdown>(file: string, fingerprint: string): Map<string, ParseRecord<T>> {
  try {
    const stored = v8.deserialize(fs.readFileSync(file)) as Partial<Store<T>>;
    if (stored.fingerprint === fingerprint && Array.isArray(stored.records)) return new Map(stored.records);
  } catch {
    // no store yet, or one this Node cannot read: parse everything
  }
  return new Map();
}

/** Parses markdown files through the store; `save` keeps the records of this read only. */
export class MarkdownParseCache<T extends ParsedMarkdown> {
  private readonly before: Map<string, ParseRecord<T>>;

  private readonly used = new Map<string, ParseRecord<T>>();

  /** Files parsed because the store had no record of their text. */
  parsed = 0;

  /** `fingerprint` null: nothing is read or kept (each file is parsed). */
  constructor(
    private readonly parse: MarkdownParse<T>,
    private readonly fingerprint: string | null,
    private readonly file = parseCacheFile(),
  ) {
    this.before = fingerprint ? readStore<T>(file, fingerprint) : new Map();
  }

  /** The parse of `text`, reported under `file`. */
  markdown = (text: string, file: string): T => {
    if (!this.fingerprint) {
      this.parsed += 1;
      return this.parse(text, file);
    }
    const key = crypto.createHash('md5').update(text).digest('base64');
    // a second file with the same text gets its own copy, as a parse would give it
    const repeated = this.used.get(key);
    const known = repeated ? structuredClone(repeated) : this.before.get(key);
    if (known) {
      this.used.set(key, repeated ?? known);
      const { bodyLength, ...rest } = known;
      return { file, ...rest, body: text.slice(text.length - bodyLength) } as unknown as T;
    }
    this.parsed += 1;
    const result = this.parse(text, file);
    const { file: _file, body, ...rest } = result;
    // kept only when the body is the text's end, as gray-matter gives it, and the values round-trip
    if (text.endsWith(body) && isPlainData(rest.frontmatter ?? null))
      this.used.set(key, { ...rest, bodyLength: body.length });
    return result;
  };

  /** Write the records of this read when they differ from the stored ones. */
  save(): void {
    if (!this.fingerprint) return;
    const same = this.parsed === 0 && this.used.size === this.before.size;
    if (same) return;
    const store: Store<T> = { fingerprint: this.fingerprint, records: [...this.used] };
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(tmp, v8.serialize(store));
    fs.renameSync(tmp, this.file);
  }
}
