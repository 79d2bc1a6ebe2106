/**
 * The fonts of the share pictures, from the npm packages the project depends on
 * (@fontsource/noto-sans, @fontsource/noto-sans-kr; bold only), unpacked from WOFF
 * (src/node/share-pictures/woff.ts) into the build's cache with a fontconfig configuration that
 * names that folder and nothing else: the drawing process sees these fonts, never the machine's
 * (a fresh CI machine has none; a developer's may have others, which would change the pictures).
 */
import fs from 'fs';
import path from 'path';
import { woffToSfnt } from './woff';

/** The font packages and which of their files the pictures use (bold, upright; the subsets of the scripts drawn). */
const FONT_PACKAGES = [
  {
    name: '@fontsource/noto-sans',
    files: /^noto-sans-(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-700-normal\.woff$/,
  },
  { name: '@fontsource/noto-sans-kr', files: /^noto-sans-kr-.+-700-normal\.woff$/ },
] as const;

const packageDir = (root: string, name: string): string => path.join(root, 'node_modules', name);

/** The font packages' versions: part of every picture's cache key. */
export function fontVersions(root: string): string {
  return FONT_PACKAGES.map((p) => {
    const file = path.join(packageDir(root, p.name), 'package.json');
    if (!fs.existsSync(file))
      throw new Error(
        `share pictures: ${p.name} is not installed; run npm ci (it is a dependency in package.json)`,
      );
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
    return `${p.name}@${version}`;
  }).join(' ');
}

const CONFIG = (fontDir: string, cacheDir: string): string => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- the share pictures' fonts only (src/node/share-pictures/fonts.ts) -->
<fontconfig>
  <dir>${fontDir}</dir>
  <cachedir>${cacheDir}</cachedir>
</fontconfig>
`;

/**
 * The fonts unpacked under `cacheDir` (once per font version) and the fontconfig file that
 * names them; returns that file's path, for the drawing process's FONTCONFIG_FILE.
 */
export function prepareFonts(root: string, cacheDir: string, versions: string): string {
  const folder = path.join(cacheDir, 'fonts');
  const stamp = path.join(folder, 'versions.txt');
  const config = path.join(folder, 'fonts.conf');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === versions && fs.existsSync(config))
    return config;
  fs.rmSync(folder, { recursive: true, force: true });
  const files = path.join(folder, 'files');
  fs.mkdirSync(files, { recursive: true });
  for (const p of FONT_PACKAGES) {
    const dir = path.join(packageDir(root, p.name), 'files');
    const chosen = fs.readdirSync(dir).filter((f) => p.files.test(f));
    if (chosen.length === 0) throw new Error(`share pictures: no bold WOFF file in ${dir}`);
    for (const f of chosen)
      fs.writeFileSync(
        path.join(files, f.replace(/\.woff$/, '.ttf')),
        woffToSfnt(fs.readFileSync(path.join(dir, f)), path.join(dir, f)),
      );
  }
  fs.writeFileSync(config, CONFIG(files, path.join(folder, 'fontconfig-cache')));
  fs.writeFileSync(stamp, versions);
  return config;
}
