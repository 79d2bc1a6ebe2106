/**
 * The report of `npm run bench:answers` (./answer-times.ts): per interaction the median over page
 * types and runs at full speed, the same × 4 and at the phone rate, with the worst page type's,
 * then each page type's longest answers. Event Timing reports no event under THRESHOLD_MS: such an
 * answer shows as "≤16" and counts as 16.
 */
import { ANSWER_TARGET_MS } from '../lib/budgets';
import { quantile } from './search-bench';

/** Event Timing's least reported duration: shorter answers are not reported. */
export const THRESHOLD_MS = 16;

export type Cpu = 'full' | 'phone';
export type Stage = 'hydrated' | 'before';

export interface Sample {
  page: string;
  stage: Stage;
  cpu: Cpu;
  what: string;
  /** the interaction's longest event in ms; null: every event under THRESHOLD_MS */
  ms: number | null;
  rate: number;
}

const shown = (ms: number | null): string => (ms === null ? `≤${THRESHOLD_MS}` : `${Math.round(ms)}`);
const counted = (ms: number | null): number => ms ?? THRESHOLD_MS;

/** The median of the samples, shown as Event Timing gives it (≤16 when under its threshold). */
function median(samples: Sample[]): string {
  const sorted = samples.map((s) => counted(s.ms)).sort((a, b) => a - b);
  const m = quantile(sorted, 0.5);
  return m <= THRESHOLD_MS && samples.filter((s) => s.ms === null).length * 2 >= samples.length
    ? `≤${THRESHOLD_MS}`
    : `${Math.round(m)}`;
}

/** The page type with the worst median, and that median. */
function worst(samples: Sample[]): { page: string; ms: number } {
  const byPage = new Map<string, number[]>();
  for (const s of samples) byPage.set(s.page, [...(byPage.get(s.page) ?? []), counted(s.ms)]);
  let best = { page: '', ms: -1 };
  for (const [page, ms] of byPage) {
    const m = quantile(
      [...ms].sort((a, b) => a - b),
      0.5,
    );
    if (m > best.ms) best = { page, ms: m };
  }
  return best;
}

export function report(samples: Sample[], header: string): string {
  const lines = [header, ''];
  const key = (s: Sample): string => `${s.stage === 'before' ? 'before hydration: ' : ''}${s.what}`;
  const keys = Array.from(new Set(samples.map(key)));
  lines.push(
    `| interaction | full speed: median (worst page) | × 4 | phone rate: median (worst page) | full speed within ${ANSWER_TARGET_MS} ms |`,
    '| --- | --- | --- | --- | --- |',
  );
  for (const k of keys) {
    const of = (cpu: Cpu): Sample[] => samples.filter((s) => key(s) === k && s.cpu === cpu);
    const full = of('full');
    const phone = of('phone');
    const wf = worst(full);
    const wp = worst(phone);
    const fullMedian = median(full);
    const times4 = fullMedian.startsWith('≤') ? `≤${THRESHOLD_MS * 4}` : `${Number(fullMedian) * 4}`;
    lines.push(
      `| ${k} | ${fullMedian} (${Math.round(wf.ms)} ${wf.page}) | ${times4} | ${phone.length ? `${median(phone)} (${Math.round(wp.ms)} ${wp.page})` : '–'} | ${wf.ms <= ANSWER_TARGET_MS ? 'yes' : `no: ${wf.page}`} |`,
    );
  }
  lines.push(
    '',
    '| page type | longest at full speed (median) | longest at the phone rate (median) |',
    '| --- | --- | --- |',
  );
  for (const type of Array.from(new Set(samples.map((s) => s.page)))) {
    const longest = (cpu: Cpu): string => {
      let top = { what: '', ms: -1 };
      for (const k of keys) {
        const of = samples.filter((s) => s.page === type && s.cpu === cpu && key(s) === k);
        if (!of.length) continue;
        const m = quantile(
          of.map((s) => counted(s.ms)).sort((a, b) => a - b),
          0.5,
        );
        if (m > top.ms) top = { what: k, ms: m };
      }
      return top.ms < 0 ? '–' : `${shown(top.ms)} ms, ${top.what}`;
    };
    lines.push(`| ${type} | ${longest('full')} | ${longest('phone')} |`);
  }
  return lines.join('\n');
}
