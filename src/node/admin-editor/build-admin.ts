/**
 * Writes the web editor into public/admin/ (docs/editing.md, "Writing in the browser"):
 *   index.html  the page (noindex, no inline script: its own policy, src/domain/hosting)
 *   config.js   the Decap configuration generated from the content rules, and the names the
 *               field checks compare with (src/domain/content/editor/editor-config.ts)
 *   cms.<hash>.js  Decap CMS from npm (admin/, its own dependency tree: Decap needs React 19),
 *               with the site's checks and preview, bundled by esbuild
 *   site.css    the site's stylesheet for the preview pane
 * The bundle and the stylesheet do not depend on the content: they are kept in
 * node_modules/.cache/admin-editor/ until a file that went in changes, so a build pays for them once.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';
import * as sass from 'sass';
import { adminPolicy } from '../../domain/hosting/admin-policy';
import {
  editorConfig,
  type EditorBackend,
  type EditorInputs,
} from '../../domain/content/editor/editor-config';
import { backendOrigins } from '../../domain/content/editor/other-collections';
import { publicRules } from '../../domain/content/editor/field-rules';
import { readEditorInputs } from './editor-inputs';
import { labelsFor } from '../../domain/locales/labels';
import { siteConfig } from '../../site-config';
import type { EditorPayload } from '../../../admin/src/payload';

interface EsbuildResult {
  metafile: { inputs: Record<string, unknown> };
  outputFiles: { path: string; contents: Uint8Array }[];
}
interface Esbuild {
  build: (options: Record<string, unknown>) => Promise<EsbuildResult>;
}

const ADMIN_DIR = 'admin';

/** esbuild from admin/node_modules, or a clear error when the editor's dependencies are not installed. */
function loadEsbuild(root: string): Esbuild {
  const pkg = path.join(root, ADMIN_DIR, 'package.json');
  try {
    return createRequire(pkg)('esbuild') as Esbuild;
  } catch {
    throw new Error(
      `The web editor's packages are not installed (${ADMIN_DIR}/node_modules): run \`npm ci --prefix ${ADMIN_DIR}\` (the root \`npm ci\` runs it), or build without the editor with ADMIN_EDITOR=off.`,
    );
  }
}

const sha = (data: string | Uint8Array): string => crypto.createHash('sha256').update(data).digest('hex');

/** What the cache keeps beside the bundle: every input file's size and time, and the bundle's name. */
interface CacheManifest {
  inputs: Record<string, string>;
  script: string;
}

const ESBUILD_OPTIONS = {
  entryPoints: [`${ADMIN_DIR}/src/main.tsx`],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  jsx: 'automatic',
  // the site's components the preview renders (ArticleBody) import react from the site's tree
  // (React 18); the editor's page runs Decap's React 19, which refuses another React's elements
  alias: { react: `./${ADMIN_DIR}/node_modules/react` },
  legalComments: 'none',
  define: {
    'process.env.NODE_ENV': '"production"',
    // the label tables (src/domain/locales/label-tables.ts): unset, all four are kept; the
    // preview's labels come in /admin/config.js, in the build's locale
    'process.env.GATSBY_SITE_LOCALE': 'undefined',
    global: 'globalThis',
  },
  loader: {
    '.wasm': 'empty',
    '.woff': 'empty',
    '.woff2': 'empty',
    '.ttf': 'empty',
    '.eot': 'empty',
    '.svg': 'dataurl',
  },
  logLevel: 'error',
  write: false,
  metafile: true,
};

/** A file's size and modification time ('' when it is missing): what tells the cache it changed. */
function signature(root: string, file: string): string {
  try {
    const st = fs.statSync(path.join(root, file));
    return `${st.size}:${st.mtimeMs}`;
  } catch {
    return '';
  }
}

/**
 * The bundle (named by its content hash) and the stylesheet, in `cacheDir`: made again only when
 * an input file (every file esbuild and Sass read, the lockfile) or the options changed. A build
 * then pays for two file copies and the configuration (about 0.2 s at 1,000 articles).
 */
async function bundle(root: string): Promise<{ dir: string; script: string }> {
  // kept in node_modules/.cache: a fixture build removes .cache/, and the bundle does not depend on the content
  const dir = path.join(root, 'node_modules', '.cache', 'admin-editor');
  const manifestFile = path.join(dir, 'manifest.json');
  const optionsKey = sha(JSON.stringify(ESBUILD_OPTIONS));
  if (fs.existsSync(manifestFile)) {
    const cached = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as CacheManifest;
    const same = Object.entries(cached.inputs).every(
      ([file, sig]) => (file === '(options)' ? optionsKey : signature(root, file)) === sig,
    );
    if (same && fs.existsSync(path.join(dir, cached.script)) && fs.existsSync(path.join(dir, 'site.css')))
      return { dir, script: cached.script };
  }
  const esbuild = loadEsbuild(root);
  const result = await esbuild.build({
    ...ESBUILD_OPTIONS,
    absWorkingDir: root,
    outdir: path.join(dir, 'out'),
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  if (!js) throw new Error('esbuild wrote no JavaScript for the web editor.');
  const compiled = sass.compile(path.join(root, 'src/styles/site.scss'), {
    style: 'compressed',
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
    loadPaths: [path.join(root, 'node_modules')],
  });
  const inputs: Record<string, string> = { '(options)': optionsKey };
  const read = [
    ...Object.keys(result.metafile.inputs),
    ...compiled.loadedUrls.map((u) => path.relative(root, u.pathname)),
    `${ADMIN_DIR}/package-lock.json`,
  ];
  for (const file of read) inputs[file] = signature(root, file);
  const script = `cms.${sha(js.contents).slice(0, 16)}.js`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, script), js.contents);
  fs.writeFileSync(path.join(dir, 'site.css'), compiled.css);
  fs.writeFileSync(manifestFile, JSON.stringify({ inputs, script } satisfies CacheManifest));
  return { dir, script };
}

/**
 * The git host from build-time settings (docs/editing.md): DECAP_BACKEND github|gitlab|gitea with
 * DECAP_REPO (DECAP_BRANCH, DECAP_BASE_URL, DECAP_API_ROOT, DECAP_AUTH_ENDPOINT, DECAP_APP_ID);
 * else the local decap-server at DECAP_PROXY_URL (DECAP_WORKFLOW=on for its MODE=git).
 */
export function backendFromEnv(env: NodeJS.ProcessEnv): EditorBackend {
  const name = env.DECAP_BACKEND;
  if (name === 'github' || name === 'gitlab' || name === 'gitea') {
    if (!env.DECAP_REPO)
      throw new Error(`DECAP_BACKEND=${name} needs DECAP_REPO (owner/name of the site's repository).`);
    const optional = (key: string, value: string | undefined): Record<string, string> =>
      value ? { [key]: value } : {};
    return {
      name,
      repo: env.DECAP_REPO,
      branch: env.DECAP_BRANCH || 'main',
      ...optional('base_url', env.DECAP_BASE_URL),
      ...optional('api_root', env.DECAP_API_ROOT),
      ...optional('auth_endpoint', env.DECAP_AUTH_ENDPOINT),
      ...optional('app_id', env.DECAP_APP_ID),
    };
  }
  if (name && name !== 'local') throw new Error(`DECAP_BACKEND=${name}: use github, gitlab, gitea or local.`);
  return {
    name: 'local',
    url: env.DECAP_PROXY_URL || 'http://localhost:8081/api/v1',
    // decap-server's MODE=git keeps drafts in branches, as a git host does
    workflow: env.DECAP_WORKFLOW === 'on',
  };
}

const PAGE = (script: string, policy: string): string => `<!doctype html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>BloxGuide editor</title>
</head>
<body>
<script src="/admin/config.js"></script>
<script src="/admin/${script}"></script>
</body>
</html>
`;

/**
 * Write the editor into `<root>/public/admin/` (or `outDir`), for the content of the repository
 * at `repoRoot` (the project itself, or a scratch repository a test gives decap-server).
 */
export async function buildAdmin(
  root = process.cwd(),
  env = process.env,
  {
    repoRoot = root,
    outDir = path.join(root, 'public', 'admin'),
  }: { repoRoot?: string; outDir?: string } = {},
): Promise<string[]> {
  const inputs: EditorInputs = { ...readEditorInputs(repoRoot), backend: backendFromEnv(env) };
  const payload: EditorPayload = {
    config: editorConfig(inputs) as EditorPayload['config'],
    // the editor's page is public: a draft's or a scheduled article's slug, file and title stay
    // out of it; the field checks still refuse its slug and id through one-way digests (hidden)
    rules: publicRules(inputs.articles, inputs.choices.authors),
    // the preview's body carries the same labels as the site's (src/node/content/schema.ts)
    bodyLabels: (({ copy, sectionLink }) => ({ copy, sectionLink }))(labelsFor(siteConfig.locale)),
  };
  const cached = await bundle(root);
  const { script } = cached;
  const dir = outDir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    'index.html': PAGE(script, adminPolicy(backendOrigins(inputs.backend))),
    'config.js': `window.CMS_MANUAL_INIT = true;\nwindow.BLOXGUIDE_EDITOR = ${JSON.stringify(payload)};\n`,
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  for (const name of [script, 'site.css']) fs.copyFileSync(path.join(cached.dir, name), path.join(dir, name));
  return [...Object.keys(files), script, 'site.css'].map((f) => `admin/${f}`);
}
