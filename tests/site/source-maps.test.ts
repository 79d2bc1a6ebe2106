/**
 * Browser source maps are opt-in (BUILD_SOURCE_MAPS=1, src/node/webpack.ts): the scripts of a
 * default build neither point at a map nor have one written beside them by this build.
 */
import fs from 'fs';
import path from 'path';
import { currentScripts, publicDir } from './helpers';

const wanted = process.env.BUILD_SOURCE_MAPS === '1';

(wanted ? describe.skip : describe)('source maps of a default build', () => {
  const scripts = currentScripts();

  it('are not referenced by any script of this build', () => {
    expect(scripts.length).toBeGreaterThan(5);
    const pointing = scripts.filter((f) =>
      /\/\/# sourceMappingURL=/.test(fs.readFileSync(path.join(publicDir, f), 'utf8')),
    );
    expect(pointing).toEqual([]);
  });

  it('are not written beside them', () => {
    const written = scripts.filter((f) => {
      const map = path.join(publicDir, `${f}.map`);
      // public/ keeps earlier builds' files: only a map as new as its script is this build's
      return fs.existsSync(map) && fs.statSync(map).mtimeMs >= fs.statSync(path.join(publicDir, f)).mtimeMs;
    });
    expect(written).toEqual([]);
  });
});
