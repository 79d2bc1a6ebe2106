/**
 * Runs a command (`npm run build`: `gatsby build`) with the build environment of ./build-env.ts
 * added to its own: the settings a process must have when it starts (MALLOC_ARENA_MAX, read by
 * glibc as the process starts, cannot be set from gatsby-config). Usage:
 * `tsx scripts/lib/with-build-env.ts gatsby build [args]`. The command inherits the terminal, and
 * this process ends with its exit code (or its signal).
 */
import { spawn } from 'child_process';
import { BUILD_ENV } from './build-env';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error(
    'with-build-env: name the command to run, as in `tsx scripts/lib/with-build-env.ts gatsby build`',
  );
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...BUILD_ENV } });
// a Ctrl-C reaches the command through the terminal; a signal sent to this process alone is passed on
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`with-build-env: cannot run ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
