/**
 * Loaded into every Node process of a build by `NODE_OPTIONS=--require=<this file>`: a Gatsby
 * worker process (GATSBY_WORKER_POOL_WORKER) appends its worker id to WORKER_START_FILE when it
 * starts, so a test can count how often Gatsby started its workers. Other processes do nothing.
 * Plain JavaScript: Node requires it as it is.
 */
const file = process.env.WORKER_START_FILE;
if (file && process.env.GATSBY_WORKER_POOL_WORKER === 'true')
  require('fs').appendFileSync(file, `${process.env.GATSBY_WORKER_ID}\n`);
