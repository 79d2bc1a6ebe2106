/**
 * gatsby-plugin-sharp's internal `processFile` (the function its picture jobs run), typed for the
 * tests that hold its patches, and a cover picture of the shipped content to feed it.
 */
import path from 'path';
import { repoRoot } from '../../support/paths';

export interface Transform {
  outputPath: string;
  args: Record<string, unknown>;
}

/* eslint-disable @typescript-eslint/no-require-imports -- the plugin's internal module ships no types */
export const { processFile } = require('gatsby-plugin-sharp/process-file') as {
  processFile(file: string, transforms: Transform[], options?: Record<string, unknown>): Promise<unknown>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** A cover of the shipped content (a JPEG several times wider than any transform the tests ask for). */
export const COVER = path.join(
  repoRoot,
  'content',
  'articles',
  'platformFeatures',
  'images',
  'account-security-cover.jpg',
);
