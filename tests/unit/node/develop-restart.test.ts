/** Under gatsby develop, an edit of what develop reads only at its start says so (src/node/develop-restart.ts). */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { READ_AT_START, restartNotice, watchForRestart } from '../../../src/node/develop-restart';

describe('the restart notice', () => {
  it('names build code, configuration and patches, and asks for a restart', () => {
    for (const file of [
      'gatsby-config.ts',
      'gatsby-node.ts',
      'src/node/seo-plugins.ts',
      'patches/gatsby+5.16.1.patch',
    ])
      expect(restartNotice(file)).toMatch(new RegExp(`^${file.replace(/[.+]/g, '\\$&')} changed: .*restart`));
    expect(restartNotice('src/domain/locales/en.ts')).toMatch(/browser shows it now; .*restart/);
  });

  it('stays silent for what develop follows by itself', () => {
    for (const file of [
      'src/components/frame/footer.tsx',
      'src/styles/_base.scss',
      'src/templates/article.tsx',
      'content/a.md',
    ])
      expect(restartNotice(file)).toBeNull();
  });

  it('covers files that exist in this project', () => {
    const root = path.resolve(__dirname, '../../..');
    for (const entry of READ_AT_START) expect(fs.existsSync(path.join(root, entry))).toBe(true);
  });
});

describe('the watch', () => {
  it('says it once when a build-code file changes, nothing for a component', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-restart-'));
    fs.mkdirSync(path.join(root, 'src', 'node'), { recursive: true });
    fs.mkdirSync(path.join(root, 'src', 'components'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src', 'node', 'a.ts'), 'export const a = 1;\n');
    const said: string[] = [];
    let heard: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (heard = resolve));
    const stop = watchForRestart(root, (line) => {
      said.push(line);
      heard();
    });
    try {
      fs.writeFileSync(path.join(root, 'src', 'components', 'b.tsx'), 'export const b = 1;\n');
      fs.writeFileSync(path.join(root, 'src', 'node', 'a.ts'), 'export const a = 2;\n');
      await first;
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^src\/node\/a\.ts changed: .*restart/);
    } finally {
      stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
