import fs from 'fs';
import os from 'os';
import path from 'path';
import { prepareContent } from '../../../src/domain/content/model';
import { ContentLifecycle } from '../../../src/node/content/build-content';
import { readContent } from '../../../src/node/content/read-content';
import { onPostBuildFor, textIndexWanted } from '../../../src/node/write-search-index';
import { SEARCH_INDEX_PATH, searchPartPath } from '../../../src/domain/listings/routes';
import { decodeManifest } from '../../../src/domain/search/parts';

describe('SEARCH_TEXT_INDEX', () => {
  it('is on unless set to "off", and any other value is refused with the fix', () => {
    expect(textIndexWanted({})).toBe(true);
    expect(textIndexWanted({ SEARCH_TEXT_INDEX: 'on' })).toBe(true);
    expect(textIndexWanted({ SEARCH_TEXT_INDEX: 'off' })).toBe(false);
    expect(() => textIndexWanted({ SEARCH_TEXT_INDEX: 'no' })).toThrow(
      /SEARCH_TEXT_INDEX is "no": set it to "off" for a build with title search only/,
    );
  });

  describe('a build with it off', () => {
    const cwd = process.cwd();
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
      process.env.SEARCH_TEXT_INDEX = 'off';
    });
    afterEach(() => {
      process.chdir(cwd);
      delete process.env.SEARCH_TEXT_INDEX;
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('writes the title parts of every published article and reads no article text', async () => {
      const prepared = prepareContent(readContent(path.resolve('content')));
      const store = new ContentLifecycle();
      store.begin(prepared);
      store.publish({ ...prepared, excerpts: new Map(), marks: new Map(), remarkIds: new Map() });
      process.chdir(dir);
      // a part an earlier build wrote and this one does not
      const partsDir = path.join(dir, 'public', path.dirname(searchPartPath('x')));
      fs.mkdirSync(partsDir, { recursive: true });
      fs.writeFileSync(path.join(partsDir, 'd0-earlier.json'), '[]');
      const graphql = jest.fn();
      const info = jest.fn();
      await (onPostBuildFor(store) as (a: unknown) => Promise<void>)({ reporter: { info }, graphql });
      expect(graphql).not.toHaveBeenCalled();
      const manifest = decodeManifest(
        JSON.parse(fs.readFileSync(path.join(dir, 'public', SEARCH_INDEX_PATH), 'utf8')),
      );
      expect(manifest.n).toBe(prepared.content.articles.length);
      expect(manifest.n).toBeGreaterThan(0);
      // title chunks and word shards, no text shard
      expect(manifest.d.length).toBeGreaterThan(0);
      expect(manifest.x).toEqual([]);
      expect(info).toHaveBeenCalledWith(expect.stringContaining('no text index (SEARCH_TEXT_INDEX=off)'));
      // the parts folder holds this index's parts only
      const parts = fs.readdirSync(partsDir).map((f) => path.basename(f, '.json'));
      expect(parts).not.toContain('d0-earlier');
      expect(parts).toEqual(expect.arrayContaining([...manifest.d, ...manifest.w]));
      expect(info).toHaveBeenCalledWith(expect.stringContaining('1 earlier parts removed'));
    });
  });
});
