/**
 * The share pictures' cost per picture (src/node/share-pictures/): `npx tsx
 * scripts/bench/share-picture-bench.ts [--count N]` draws N pictures (default 300) of varied
 * titles in the four site languages into a scratch cache, in the build's drawing process, and
 * prints the drawing process's CPU time per picture, the wall time, the SVG planning time in this
 * process, and the picture sizes; then plans them again (all from the cache) and prints that time.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { planSharePictures, type ShareRequest } from '../../src/node/share-pictures/plan-and-draw';

const root = path.resolve(__dirname, '../..');
const at = process.argv.indexOf('--count');
const count = at > 0 ? Number(process.argv[at + 1]) : 300;

const WORDS = {
  en: 'build first obby studio script guide tips how to make your own game with friends and win every round'.split(
    ' ',
  ),
  tr: 'ilk oyununu yayınla güvenlik ayarları ve ödüller için rehber nasıl yapılır arkadaşlarınla kazan'.split(
    ' ',
  ),
  ru: 'первые шаги в студии как построить свою карту и играть с друзьями советы для новичков'.split(' '),
  ko: '초보자를 위한 오비 만들기 체크포인트와 함정 설정 가이드 친구와 함께 게임 스튜디오'.split(' '),
};
const langs = Object.keys(WORDS) as (keyof typeof WORDS)[];

/** A title of 2-16 words of one language, the same for the same n. */
function titleOf(n: number): string {
  const words = WORDS[langs[n % langs.length] as keyof typeof WORDS];
  const length = 2 + ((n * 7) % 15);
  return Array.from({ length }, (_, i) => words[(n * 31 + i * 17) % words.length]).join(' ');
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'share-bench-'));
  try {
    const requests: ShareRequest[] = Array.from({ length: count }, (_, n) => {
      const category = TAXONOMY[n % TAXONOMY.length];
      return {
        id: n,
        file: `article-${n}.md`,
        title: `${titleOf(n)} ${n}`,
        categoryKey: category?.key ?? null,
        categoryTitle: category?.key ?? null,
        siteTitle: 'BloxGuide',
      };
    });
    const cache = path.join(work, 'cache');
    const planStart = process.hrtime.bigint();
    const plan = planSharePictures(root, requests, 'en', cache);
    const planMs = Number(process.hrtime.bigint() - planStart) / 1e6;
    const report = await plan.draw(path.join(work, 'public'));
    const sizes = [...new Set([...plan.pictures.values()].map((p) => p.src))].map(
      (src) => fs.statSync(path.join(work, 'public', src)).size / 1024,
    );
    const again = process.hrtime.bigint();
    const warm = await planSharePictures(root, requests, 'en', cache).draw(path.join(work, 'public'));
    const warmMs = Number(process.hrtime.bigint() - again) / 1e6;
    const [load1] = os.loadavg();
    console.log(
      [
        `share pictures: ${report.drawn} drawn on ${os.cpus().length} CPUs, load ${load1?.toFixed(1)}`,
        `  drawing process CPU: ${report.drawSeconds.toFixed(2)} s, ${((report.drawSeconds * 1000) / report.drawn).toFixed(1)} ms a picture (its start and font scan included)`,
        `  wall, plan to last picture in public/: ${report.seconds.toFixed(2)} s, ${((report.seconds * 1000) / report.drawn).toFixed(1)} ms a picture`,
        `  planning (SVG and hash of each) in the calling process: ${planMs.toFixed(0)} ms, ${(planMs / count).toFixed(2)} ms a picture`,
        `  sizes: median ${sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)]?.toFixed(1)} KB, largest ${Math.max(...sizes).toFixed(1)} KB`,
        `  again from the cache: ${warm.drawn} drawn, ${warm.cached} from the cache, ${warmMs.toFixed(0)} ms`,
      ].join('\n'),
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
