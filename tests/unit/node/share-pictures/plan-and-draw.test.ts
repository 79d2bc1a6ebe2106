/**
 * Drawing the share pictures (src/node/share-pictures/plan-and-draw.ts, svg.ts, draw-process.cjs): real
 * pictures from the shipped fonts, in the build's cache and public/ folders made here. Each is
 * 1200×630 JPEG within 100 KB; the same titles drawn in another cache give the same bytes; a
 * second plan draws nothing, a retitled article one picture; a title with markup draws as text.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { planSharePictures, type ShareRequest } from '../../../../src/node/share-pictures/plan-and-draw';
import { markContent, sharePictureSvg } from '../../../../src/node/share-pictures/svg';
import { repoRoot } from '../../../support/paths';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'share-draw-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const request = (
  id: number,
  title: string,
  categoryKey: string | null,
  categoryTitle: string | null,
): ShareRequest => ({
  id,
  file: `content/articles/a${id}.md`,
  title,
  categoryKey,
  categoryTitle,
  siteTitle: 'BloxGuide',
});

const REQUESTS = [
  request(1, 'Build Your First Obby', 'gameplayTips', 'Ultimate Gameplay Tips'),
  request(
    2,
    'How to Design a Tower Defense Map That Players Keep Coming Back To, Even After the Hundredth Wave and the Final Boss',
    'userGeneratedContent',
    'User Generated Content',
  ),
  request(
    3,
    'Первые шаги в Roblox Studio: как построить свою первую карту',
    'creativeInspiration',
    'Творческое вдохновение',
  ),
  request(
    4,
    '초보자를 위한 오비 만들기: 체크포인트와 함정 설정 가이드',
    'communityEngagement',
    '커뮤니티 참여',
  ),
  request(
    5,
    'İlk Oyununu Yayınla: Güvenlik Ayarları ve Ödüller',
    'developmentResources',
    'Geliştirme Kaynakları',
  ),
  request(6, 'A <b>bold</b> & "quoted" title', 'platformFeatures', 'Platform Features'),
  request(7, 'Filed under no category', null, null),
];

const draw = (requests: readonly ShareRequest[], cache: string, pub: string) => {
  const plan = planSharePictures(repoRoot, requests, 'en', path.join(work, cache));
  return plan.draw(path.join(work, pub)).then((report) => ({ ...plan, report }));
};
const fileOf = (pub: string, src: string): string => path.join(work, pub, src);

describe('share pictures', () => {
  let first: Awaited<ReturnType<typeof draw>>;
  beforeAll(async () => {
    first = await draw(REQUESTS, 'cache-a', 'public-a');
  }, 120_000);

  it('are 1200×630 JPEGs of at most 100 KB in public/static/share/, one per article', async () => {
    expect(first.report).toMatchObject({ drawn: REQUESTS.length, cached: 0 });
    expect(first.pictures.size).toBe(REQUESTS.length);
    for (const r of REQUESTS) {
      const p = first.pictures.get(r.id);
      expect(p).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg', alt: r.title });
      expect(p?.src).toMatch(/^\/static\/share\/[0-9a-f]{20}\.jpg$/);
      const file = fileOf('public-a', p?.src ?? '');
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      expect(fs.statSync(file).size).toBeLessThanOrEqual(100 * 1024);
    }
  });

  it('are the same bytes when drawn again from an empty cache', async () => {
    const again = await draw(REQUESTS, 'cache-b', 'public-b');
    for (const r of REQUESTS) {
      const src = first.pictures.get(r.id)?.src ?? '';
      expect(again.pictures.get(r.id)?.src).toBe(src);
      expect(fs.readFileSync(fileOf('public-b', src)).equals(fs.readFileSync(fileOf('public-a', src)))).toBe(
        true,
      );
    }
  }, 120_000);

  it('are drawn once: a second plan draws none, a retitled article one, a recategorised one one', async () => {
    expect((await draw(REQUESTS, 'cache-a', 'public-c')).report).toMatchObject({ drawn: 0, cached: 7 });
    const edited = REQUESTS.map((r) =>
      r.id === 1
        ? { ...r, title: 'Build Your First Obby, Edited' }
        : r.id === 7
          ? { ...r, categoryKey: 'gameplayTips', categoryTitle: 'Ultimate Gameplay Tips' }
          : r,
    );
    const next = await draw(edited, 'cache-a', 'public-c');
    expect(next.report).toMatchObject({ drawn: 2, cached: 5 });
    expect(next.pictures.get(1)?.src).not.toBe(first.pictures.get(1)?.src);
    expect(next.pictures.get(2)?.src).toBe(first.pictures.get(2)?.src);
  }, 120_000);

  it('are redrawn for another locale (its key holds the locale)', () => {
    const other = planSharePictures(repoRoot, REQUESTS.slice(0, 1), 'ko', path.join(work, 'cache-a'));
    expect(other.pictures.get(1)?.src).not.toBe(first.pictures.get(1)?.src);
  });

  it('write a title with markup as text, escaped', () => {
    const mark = markContent(fs.readFileSync(path.join(repoRoot, 'src/images/icon.svg'), 'utf8'));
    const svg = sharePictureSvg(REQUESTS[5] as ShareRequest, mark);
    for (const escaped of ['&lt;b&gt;bold&lt;/b&gt;', '&amp;', '&quot;quoted&quot;'])
      expect(svg).toContain(escaped);
    expect(svg).not.toContain('<b>');
  });
});
