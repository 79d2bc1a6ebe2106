/** `npm run build` and the scripts that build the site (bench, lighthouse) give gatsby the same environment. */
import fs from 'fs';
import path from 'path';
import { BUILD_ENV } from '../../../../scripts/lib/build-env';
import { repoRoot } from '../../../support/paths';

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the build environment', () => {
  it('is what package.json’s build script sets before `gatsby build`', () => {
    const script = pkg.scripts.build;
    const prefix = script.slice(0, script.indexOf('gatsby build'));
    const assignments = Object.fromEntries(
      prefix
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );
    for (const [name, value] of Object.entries(BUILD_ENV)) expect(assignments[name]).toBe(value);
  });
});
