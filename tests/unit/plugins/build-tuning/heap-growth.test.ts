/**
 * The build's heap growth limit (plugins/build-tuning/heap-growth.ts): which command gets it, and that V8
 * still knows the flag. `v8.setFlagsFromString` ignores a flag V8 does not know, so an upgrade
 * that renamed it would silently bring back the old peak; the second test would then fail. What
 * the flag saves is measured by the bench (docs/performance.md), not asserted here.
 */
import { spawnSync } from 'child_process';
import { heapGrowthFlag, HEAP_GROWING_PERCENT } from '../../../../plugins/build-tuning/heap-growth';

describe('heapGrowthFlag', () => {
  it('lets the heap of `gatsby build` grow to one and a half times its live size', () => {
    expect(HEAP_GROWING_PERCENT).toBe(50);
    expect(heapGrowthFlag('build')).toBe('--heap-growing-percent=50');
  });

  it.each(['develop', 'serve', undefined])('leaves V8 its own growth for %s', (command) =>
    expect(heapGrowthFlag(command)).toBeNull(),
  );
});

/** Whether this Node's V8 knows the flag: Node refuses an unknown one on its command line. */
const nodeAccepts = (flag: string): boolean =>
  spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' }).status === 0;

describe('the heap growth flag in this Node', () => {
  it('is a flag V8 knows (an unknown one would be ignored at run time)', () => {
    expect(nodeAccepts(heapGrowthFlag('build') as string)).toBe(true);
    // the check can fail: a misspelt flag is refused
    expect(nodeAccepts('--heap-growing-percentage=50')).toBe(false);
  });
});
