/**
 * `npx tsx scripts/bench/sample-body.ts [--runs 7] [--repeat 20] [--content DIR]`
 *
 * Micro benchmark of the body pipeline alone: every markdown body under the content folder is
 * rendered once to the HTML gatsby-transformer-remark gives (tests/support/markdown-body.ts),
 * its fenced code highlighted the way gatsby-remark-prismjs does (Prism token spans, the
 * heaviest markup a body carries), then timed through articleBody (src/domain/html/parse-body.ts)
 * `repeat` times per run. Prints the median and the fastest run, per body, with the load
 * average: timings depend on what else runs on the machine.
 */
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import { articleBody } from '../../src/domain/html/parse-body';
import { filesUnder } from '../../src/node/files/walk';
import { labelsFor } from '../../src/domain/locales/labels';
import { transformerHtml } from '../../tests/support/markdown-body';
import { argValue } from '../lib/args';

/* eslint-disable @typescript-eslint/no-require-imports -- prismjs ships no types */
const Prism = require('prismjs') as {
  languages: Record<string, unknown>;
  highlight(code: string, grammar: unknown, language: string): string;
};
(require('prismjs/components/') as (languages: string[]) => void)(['lua', 'json', 'bash']);
/* eslint-enable @typescript-eslint/no-require-imports */

const markdownFiles = (dir: string): string[] =>
  filesUnder(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(dir, f));

const decode = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Fenced code as gatsby-remark-prismjs writes it: a wrapper, the language classes, token spans. */
const highlighted = (html: string): string =>
  html.replace(
    /<pre><code class="language-(\w+)">([\s\S]*?)<\/code><\/pre>/g,
    (all, lang: string, code: string) => {
      const grammar = Prism.languages[lang === 'luau' ? 'lua' : lang];
      if (!grammar) return all;
      return (
        `<div class="gatsby-highlight" data-language="${lang}"><pre class="language-${lang}">` +
        `<code class="language-${lang}">${Prism.highlight(decode(code), grammar, lang)}</code></pre></div>`
      );
    },
  );

function main(): void {
  const args = process.argv.slice(2);
  const runs = Number(argValue(args, '--runs') ?? 7);
  const repeat = Number(argValue(args, '--repeat') ?? 20);
  const dir = path.resolve(argValue(args, '--content') ?? path.join(__dirname, '..', '..', 'content'));
  const bodies = markdownFiles(dir).map((f) => highlighted(transformerHtml(matter.read(f).content)));
  const labels = labelsFor('en');
  const kb = bodies.reduce((n, b) => n + b.length, 0) / 1024;
  // one untimed pass: the JIT and the module caches warm up before anything is measured
  bodies.forEach((b) => articleBody(b, labels));
  const wall: number[] = [];
  const cpu: number[] = [];
  const n = repeat * bodies.length;
  for (let r = 0; r < runs; r += 1) {
    const start = process.hrtime.bigint();
    const startCpu = process.cpuUsage();
    for (let i = 0; i < repeat; i += 1) for (const b of bodies) articleBody(b, labels);
    const used = process.cpuUsage(startCpu);
    wall.push(Number(process.hrtime.bigint() - start) / 1e3 / n);
    cpu.push((used.user + used.system) / n);
  }
  // CPU time as well as wall time: on a shared machine the wall time also counts waiting
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  console.log(
    `${bodies.length} bodies (${kb.toFixed(0)} KB of HTML) x ${repeat}, ${runs} runs, per body: ` +
      `wall median ${median(wall).toFixed(0)} µs (fastest ${Math.min(...wall).toFixed(0)}), ` +
      `CPU median ${median(cpu).toFixed(0)} µs (least ${Math.min(...cpu).toFixed(0)}); ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
}

main();
