/**
 * One way to start Debian's Chromium for every browser test: headless, no sandbox (root in CI),
 * no background networking (the machine has no internet), a fresh profile each launch.
 * Never a downloaded browser.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { chromium, BrowserContext, LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launch a persistent context on a fresh user-data dir (removed again on close). */
export async function launchChromium(
  options: { args?: string[]; contextOptions?: Parameters<typeof chromium.launchPersistentContext>[1] } = {},
): Promise<BrowserContext> {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(
      `${CHROMIUM_PATH} is missing: run scripts/tools/ensure-chromium.sh (apt-get install -y chromium)`,
    );
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  const launch: LaunchOptions = {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  };
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...launch,
    ...options.contextOptions,
  });
  // Chromium may still be writing into the profile as 'close' fires: remove it in the
  // background with retries, and never fail a test over a leftover temp folder
  context.on('close', () => {
    fs.promises
      .rm(userDataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 200 })
      .catch(() => undefined);
  });
  return context;
}
