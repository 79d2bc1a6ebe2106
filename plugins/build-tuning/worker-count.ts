/**
 * How many CPUs Gatsby is told it has (GATSBY_CPU_COUNT). Gatsby starts (cores - 1) worker
 * processes for page queries and static HTML, keeping one core for the main process; but while
 * the workers run, the main process only waits for them. On a 2-core machine the default is one
 * worker, leaving a core idle during the longest step of a large build. Re-rendering the pages of
 * a 10,000-article build there took 1.9 ms a page with two workers against 2.7 ms with one.
 */
export function gatsbyCpuCount(logicalCpus: number, configured: string | undefined): string | undefined {
  if (configured !== undefined && configured !== '') return configured;
  // one more than the CPUs: Gatsby starts (count - 1) workers, here one per CPU
  return logicalCpus === 2 ? '3' : undefined;
}
