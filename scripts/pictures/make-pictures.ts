/**
 * `npx tsx scripts/pictures/make-pictures.ts [--only NAME]`: draws the articles' covers and inline
 * pictures (scripts/pictures/) as SVG and renders them with sharp next to their articles in
 * content/articles/. The output is committed; run again after changing a scene.
 *
 * JPEG through mozjpeg at quality 82 for the scenes (flat colours and gradients stay under about
 * 150 KB at 1600 × 900); PNG with a palette for pictures whose name ends in .png.
 */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { PICTURES, PictureSpec } from './catalogue';

const articlesDir = path.resolve(__dirname, '../..', 'content', 'articles');

/** Render one picture to its file; returns the bytes written. */
export async function renderPicture(spec: PictureSpec, dir = articlesDir): Promise<number> {
  const target = path.join(dir, spec.file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // density 72 keeps the SVG's own pixel size
  const image = sharp(Buffer.from(spec.scene(spec.width, spec.height)), { density: 72 });
  const out = spec.file.endsWith('.png')
    ? await image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer()
    : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  fs.writeFileSync(target, out);
  return out.length;
}

async function main(args: string[]): Promise<void> {
  const only = args.indexOf('--only') >= 0 ? args[args.indexOf('--only') + 1] : undefined;
  const list = only ? PICTURES.filter((p) => p.file.includes(only)) : PICTURES;
  for (const spec of list) {
    const bytes = await renderPicture(spec);
    console.log(`${spec.file}  ${spec.width}×${spec.height}  ${(bytes / 1024).toFixed(1)} KB`);
  }
}

if (require.main === module)
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
