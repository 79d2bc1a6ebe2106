import { gatsbyCpuCount } from '../../../../plugins/build-tuning/worker-count';

describe('gatsbyCpuCount', () => {
  it('gives a 2-CPU machine two HTML workers (Gatsby starts count - 1)', () =>
    expect(gatsbyCpuCount(2, undefined)).toBe('3'));

  it.each([1, 4, 16])('leaves Gatsby its own default with %i CPUs', (cpus) =>
    expect(gatsbyCpuCount(cpus, undefined)).toBeUndefined(),
  );

  it('never overrides a GATSBY_CPU_COUNT the operator set', () => {
    expect(gatsbyCpuCount(2, '1')).toBe('1');
    expect(gatsbyCpuCount(2, 'logical_cores')).toBe('logical_cores');
  });
});
