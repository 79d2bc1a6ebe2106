/** The repository's root, for tests that read files by path wherever the test file sits. */
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
