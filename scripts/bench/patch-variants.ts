/**
 * Each change of patches/ (a row of patches/README.md) as edits of the installed, patched file
 * that give back upstream's behaviour for that change alone: `npm run bench:patches` builds with
 * and without one change this way, alternating (scripts/bench/patch-ab.ts). Every `from` must
 * occur exactly once in the installed file (tests/unit/scripts/bench/patch-variants.test.ts), so
 * a changed patch file fails that test until its variant follows.
 */

export type BuildKind = 'cold' | 'warm';

export interface PatchChange {
  id: string;
  /** the builds in which the change can act (a warm rebuild toggled beside another's cache must stay valid) */
  kinds: BuildKind[];
  /** Gatsby's steps the change is meant to shorten, reported beside the whole build */
  steps: string[];
  /** the corpus with pictures (the changes to picture encoding) */
  pictures?: boolean;
  /** the measure the change is kept for when it is not time */
  measure?: 'memory' | 'correctness';
  /** the installed file the change is in, under node_modules ('' for a setting) */
  file: string;
  /** [patched text, upstream's behaviour] */
  edits: [string, string][];
  /** the "without" side set by environment variables instead of file edits (a build setting) */
  env?: Record<string, string>;
}

const G = 'gatsby/dist/';
const SFS = 'gatsby-source-filesystem/';

export const PATCH_CHANGES: PatchChange[] = [
  {
    id: 'G1',
    kinds: ['cold'],
    steps: ['Building production JavaScript and CSS bundles', 'run queries in workers'],
    file: `${G}commands/build.js`,
    edits: [
      [
        'const queriesBesideBundles = (0, _gatsbyCoreUtils.cpuCoreCount)() > 1 &&',
        'const queriesBesideBundles = false &&',
      ],
    ],
  },
  {
    id: 'G2',
    kinds: ['warm'],
    steps: ['Building static HTML for pages'],
    file: `${G}commands/build.js`,
    edits: [
      [
        'if (queryIds.staticQueryIds.length + queryIds.pageQueryIds.length >= RESTART_WORKERS_AFTER_QUERIES) {',
        'if (true) {',
      ],
    ],
  },
  {
    id: 'G3',
    kinds: ['warm'],
    steps: ['extract queries from components'],
    file: `${G}query/file-parser.js`,
    edits: [['const recordingAllowed = () =>', 'const recordingAllowed = () => false &&']],
  },
  {
    id: 'G5',
    kinds: ['warm'],
    steps: ['createPages', 'Checking for changed pages'],
    file: `${G}redux/actions/public.js`,
    edits: [
      ['const unchangedPage = samePage && storedNodeExists(nodeId);', 'const unchangedPage = false;'],
      ['const sanitizedPayload = oldPage && !contextModified ? {', 'const sanitizedPayload = false ? {'],
      ['if (samePage) pagesUnchangedSince.set(sanitizedPayload, oldPage);', ''],
    ],
  },
  {
    id: 'G8',
    kinds: ['warm', 'cold'],
    steps: ['building schema'],
    file: `${G}schema/index.js`,
    edits: [
      [
        'return !((_typeMap$typeName = typeMap[typeName]) !== null && _typeMap$typeName !== void 0 && _typeMap$typeName.ignored);',
        'return true;',
      ],
    ],
  },
  {
    id: 'G9',
    // a warm build without it would look for the results in the other store
    kinds: ['cold'],
    steps: ['Writing page-data.json and slice-data.json files to public directory'],
    measure: 'memory',
    file: `${G}utils/page-data.js`,
    edits: [['ownStore: true', 'ownStore: false']],
  },
  {
    id: 'G10',
    kinds: ['cold', 'warm'],
    steps: ['source and transform nodes'],
    measure: 'memory',
    file: `${G}utils/nodes.js`,
    edits: [['loadedContent.set(node, content);', 'node.internal.content = content;']],
  },
  {
    id: 'G11',
    kinds: ['cold'],
    steps: ['compile gatsby files'],
    file: `${G}utils/parcel/compile-gatsby-files.js`,
    edits: [['optimize: false,', '']],
  },
  {
    id: 'G12',
    kinds: ['cold'],
    steps: ['compile gatsby files'],
    file: `${G}utils/parcel/compile-gatsby-files.js`,
    edits: [['inputFS: siteInputFS(siteRoot),', '']],
  },
  {
    id: 'G13',
    kinds: ['warm'],
    steps: ['compile gatsby files'],
    file: `${G}utils/parcel/compile-gatsby-files.js`,
    edits: [
      ['if (retry === 0 && reusableCompile(siteRoot)) {', 'if (false) {'],
      [
        'if (retry > 0) {\n      await (0, _fsExtra.emptyDir)(distDir);',
        'if (true) {\n      await (0, _fsExtra.emptyDir)(distDir);',
      ],
    ],
  },
  {
    id: 'G14',
    kinds: ['cold'],
    steps: ['stitching slices'],
    file: `${G}utils/slices/stitching.js`,
    edits: [
      ['`${sliceHtmlName}.html`), `latin1`);', '`${sliceHtmlName}.html`), `utf-8`);'],
      [
        'const html = await fs.readFile(htmlFilePath, `latin1`);',
        'const html = await fs.readFile(htmlFilePath, `utf-8`);',
      ],
      [
        'await fs.writeFile(htmlFilePath, processedHTML, `latin1`);',
        'await fs.writeFile(htmlFilePath, processedHTML);',
      ],
    ],
  },
  {
    id: 'G15',
    kinds: ['warm'],
    steps: ['Clean up stale nodes', 'createPages'],
    file: `${G}utils/source-nodes.js`,
    edits: [['if (typeName === `SitePage`) {', 'if (false) {']],
  },
  {
    id: 'G16',
    kinds: ['cold', 'warm'],
    steps: ['Writing page-data.json and slice-data.json files to public directory'],
    measure: 'correctness',
    file: `${G}utils/page-data.js`,
    edits: [
      [
        'savePageQueryResultsPromise = Promise.all([savePageQueryResultsPromise, stored]);',
        'savePageQueryResultsPromise = stored;',
      ],
      ['const QUERY_RESULT_RETRY_WAITS = [0, 50, 250, 1000, 4000];', 'const QUERY_RESULT_RETRY_WAITS = [];'],
    ],
  },
  {
    id: 'F1',
    kinds: ['warm', 'cold'],
    steps: ['source and transform nodes'],
    file: `${SFS}gatsby-node.js`,
    edits: [['if (process.env.gatsby_executing_command === `build`) {', 'if (false) {']],
  },
  {
    id: 'F2',
    kinds: ['warm'],
    steps: ['source and transform nodes'],
    file: `${SFS}gatsby-node.js`,
    edits: [['if (known && known.internal.type === `File` && stats) {', 'if (false) {']],
  },
  {
    id: 'M1',
    kinds: ['cold'],
    steps: ['run queries in workers', 'source and transform nodes', 'createPages'],
    file: 'micromark/dist/util/create-tokenizer.js',
    edits: [['  function now() {\n', '  function now() {\n    return shallow(point)\n']],
  },
  {
    id: 'S1',
    kinds: ['cold'],
    steps: [],
    pictures: true,
    file: 'gatsby-plugin-sharp/process-file.js',
    edits: [
      [
        'effort: transformArgs.speed === undefined ? undefined : 9 - transformArgs.speed,',
        'effort: undefined,',
      ],
    ],
  },
];

/** The file's text with the variant's edits made; throws when a patched text is not there exactly once. */
export function applyVariant(text: string, variant: Pick<PatchChange, 'id' | 'file' | 'edits'>): string {
  let out = text;
  for (const [from, to] of variant.edits) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0)
      throw new Error(
        `${variant.id}: node_modules/${variant.file} holds "${from.split('\n')[0]}" ${at < 0 ? 'nowhere' : 'more than once'}; ` +
          'update scripts/bench/patch-variants.ts to the patch file (or run npm ci if node_modules is not patched)',
      );
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

/**
 * `NAME=VALUE`: not a patch but a build setting measured the same way, the build with the
 * variable set as the "without" side (SEARCH_TEXT_INDEX=off: the build without the text index).
 */
const settingSide = (id: string): PatchChange | null => {
  const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(id);
  return m ? { id, kinds: ['cold', 'warm'], steps: [], file: '', edits: [], env: { [m[1]]: m[2] } } : null;
};

export const changeById = (id: string): PatchChange => {
  const setting = settingSide(id);
  if (setting) return setting;
  const change = PATCH_CHANGES.find((c) => c.id === id);
  if (!change)
    throw new Error(
      `no change ${id} in scripts/bench/patch-variants.ts (known: ${PATCH_CHANGES.map((c) => c.id).join(', ')}, or a setting NAME=VALUE)`,
    );
  return change;
};
