/**
 * The policy step spread over worker threads (src/node/post-build/policy-workers.ts): the same
 * pages written, the same counts and errors as in one thread (src/node/post-build/page-policies.ts,
 * tests/unit/domain/hosting/content-security-policy.test.ts); one thread when the build tuning
 * registers no answer, answers one, or there is no compiled gatsby-node to load in the threads.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { addPagePoliciesInThreads, sitePagePolicies } from '../../../../src/node/post-build/policy-workers';
import { registerTuningHooks } from '../../../../lib/build-shared/hooks';
import { addPagePolicies } from '../../../../src/node/post-build/page-policies';
import { scriptSwap } from '../../../../src/node/post-build/minify-head-scripts';
import { inlineScript, themeBootScript } from '../../../../src/domain/frame/head-scripts';
import { repoRoot } from '../../../support/paths';

/** A page shaped like Gatsby's output: a head script, the React root, the post-body scripts. */
const page = (content = '<main><h1>Hi</h1></main>') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<title>t</title><script>${inlineScript(themeBootScript())}</script>` +
  `</head><body><div id="___gatsby"><div id="gatsby-focus-wrapper">${content}</div></div>` +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a";/*]]>*/</script>' +
  '<script src="/app-0123.js" async=""></script></body></html>';

const metaOf = (html: string) =>
  /^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(
    html,
  )?.[1];

describe('addPagePoliciesInThreads', () => {
  let dir: string;
  let copy: string;
  let script: string;
  const pages = 30;
  const two = (): number => 2;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-threads-'));
    for (let i = 0; i < pages; i += 1) {
      fs.mkdirSync(path.join(dir, `p${i}`));
      fs.writeFileSync(path.join(dir, `p${i}/index.html`), page(`<main><h1>Page ${i}</h1></main>`));
    }
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-copy-'));
    fs.cpSync(dir, copy, { recursive: true });
    // what Gatsby's compiled gatsby-node.js is in a build: a script whose loading loads the module
    script = path.join(dir, 'policy-thread.cjs');
    fs.writeFileSync(
      script,
      `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();\n` +
        `require(${JSON.stringify(path.join(repoRoot, 'src/node/post-build/policy-workers.ts'))});\n`,
    );
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('writes exactly what one thread writes, with the same counts', async () => {
    const swap = scriptSwap([themeBootScript()]);
    const threaded = await addPagePoliciesInThreads(dir, undefined, swap, { script, threads: two });
    expect(threaded).toEqual(addPagePolicies(copy, undefined, swap));
    expect(threaded).toEqual({ pages, checked: pages, minified: pages });
    for (let i = 0; i < pages; i += 1) {
      const file = `p${i}/index.html`;
      expect(fs.readFileSync(path.join(dir, file), 'utf8')).toBe(
        fs.readFileSync(path.join(copy, file), 'utf8'),
      );
    }
  });

  it('names the bad pages of every thread, and a thread writes nothing after its first bad page', async () => {
    // p1 and p2 go to different threads (every second page each)
    fs.writeFileSync(path.join(dir, 'p1/index.html'), page('<script>steal()</script>'));
    fs.writeFileSync(path.join(dir, 'p2/index.html'), page('<p onclick="x()">x</p>'));
    await expect(
      addPagePoliciesInThreads(dir, undefined, undefined, { script, threads: two }),
    ).rejects.toThrow(
      /2 page\(s\) carry script the build did not write:\npublic\/p1\/index.html: .*\npublic\/p2\/index.html: .*onclick/,
    );
    const unwritten = Array.from({ length: pages }, (_, i) => `p${i}/index.html`).filter(
      (f) => metaOf(fs.readFileSync(path.join(dir, f), 'utf8')) === undefined,
    );
    // p1 is the first page of its thread (pages go in path order, every second to each thread): that
    // thread writes none; the other stops too once it sees the shared mark (when depends on timing)
    expect(unwritten.length).toBeGreaterThanOrEqual(pages / 2);
  });

  it('runs in this thread when it is given one thread, whatever the pages', async () => {
    const missing = path.join(dir, 'no-such-script.js');
    // a thread would fail to load the missing script: the work is done here instead
    expect(
      await addPagePoliciesInThreads(dir, undefined, undefined, { script: missing, threads: () => 1 }),
    ).toEqual({
      pages,
      checked: pages,
      minified: 0,
    });
    const since = Date.now();
    fs.writeFileSync(path.join(dir, 'p3/index.html'), page());
    const asked: number[] = [];
    const threads = (toCheck: number): number => {
      asked.push(toCheck);
      return toCheck > 1 ? 2 : 1;
    };
    expect(await addPagePoliciesInThreads(dir, since, undefined, { script: missing, threads })).toEqual({
      pages,
      checked: 1,
      minified: 0,
    });
    // asked with the pages left to check: the one written since
    expect(asked).toEqual([1]);
  });
});

describe('sitePagePolicies', () => {
  afterEach(() => registerTuningHooks(null));

  it("asks the tuning for threads only when Gatsby's compilation of gatsby-node is there to load", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-root-'));
    const asked = jest.fn(() => 2);
    registerTuningHooks({ policyThreads: asked });
    try {
      const publicDir = path.join(root, 'public');
      fs.mkdirSync(path.join(publicDir, 'a'), { recursive: true });
      fs.writeFileSync(path.join(publicDir, 'a/index.html'), page());
      // no compiled gatsby-node here: one thread, the same result as the site's own step
      expect(await sitePagePolicies(root, publicDir, undefined, undefined)).toEqual({
        pages: 1,
        checked: 1,
        minified: 0,
      });
      expect(metaOf(fs.readFileSync(path.join(publicDir, 'a/index.html'), 'utf8'))).toBeDefined();
      expect(asked).not.toHaveBeenCalled();
      // with it, the tuning's answer is asked for the pages to check (one thread: none here)
      asked.mockReturnValue(1);
      fs.mkdirSync(path.join(root, '.cache/compiled'), { recursive: true });
      fs.writeFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), '');
      fs.writeFileSync(path.join(publicDir, 'a/index.html'), page());
      expect(await sitePagePolicies(root, publicDir, undefined, undefined)).toMatchObject({ checked: 1 });
      expect(asked).toHaveBeenCalledWith(1);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
