/**
 * The test builds' time limit (tests/support/fixture-build.ts): a build that never ends is
 * stopped with every process it started, and the test gets an error with the output so far,
 * never a status it could take for the build's own failure.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { runBuild } from '../../support/fixture-build';

/** Whether a process runs: a zombie (ended, not yet reaped) does not. */
const running = (pid: number): boolean => {
  try {
    // /proc/PID/stat: "PID (name) STATE ..."
    return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('runBuild', () => {
  it('gives the status and output of a command that ends', () => {
    const result = runBuild('sh', ['-c', 'echo built; echo warned >&2; exit 3'], {});
    expect(result.status).toBe(3);
    expect(result.output).toBe('built\n\nwarned\n');
  });

  it('stops a command that outlives its limit, and what it started, and says so', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-build-'));
    const pidFile = path.join(dir, 'worker.pid');
    try {
      // a "build" that starts a worker of its own and then waits forever
      const script = `sleep 300 & echo $! > ${pidFile}; echo step one; wait`;
      expect(() => runBuild('sh', ['-c', script], {}, 1)).toThrow(
        /`sh -c .*` did not finish within 1 s and was stopped; its output so far:\n[^]*step one/,
      );
      expect(running(Number(fs.readFileSync(pidFile, 'utf8')))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
