/**
 * The build tuning's answer to how many threads the site's policy step uses
 * (plugins/build-tuning/policy-threads.ts; the threads themselves:
 * tests/unit/node/post-build/policy-workers.test.ts).
 */
import { PARALLEL_MIN_PAGES, policyThreads } from '../../../../plugins/build-tuning/policy-threads';

it('uses one thread per CPU, at most four, from PARALLEL_MIN_PAGES pages on', () => {
  expect([1, 2, 3, 8].map((cpus) => policyThreads(PARALLEL_MIN_PAGES, cpus))).toEqual([1, 2, 3, 4]);
  expect(policyThreads(PARALLEL_MIN_PAGES - 1, 8)).toBe(1);
  expect(policyThreads(20, 8, 20)).toBe(4);
  expect(policyThreads(19, 8, 20)).toBe(1);
});
