/**
 * `npm run typegen`: after `npm run build`, make the committed query types
 * (gatsby-types.d.ts) the ones the build generated (src/node/graphql-typegen.ts says why there are
 * two files). `gatsby develop` rewrites the committed file itself.
 */
import fs from 'fs';
import path from 'path';
import { BUILD_TYPES_PATH, COMMITTED_TYPES_PATH } from '../../src/node/graphql-typegen';

const root = path.resolve(__dirname, '../..');
const built = path.join(root, BUILD_TYPES_PATH);
if (!fs.existsSync(built)) {
  console.error(`${BUILD_TYPES_PATH} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const committed = path.join(root, COMMITTED_TYPES_PATH);
const before = fs.existsSync(committed) ? fs.readFileSync(committed, 'utf8') : '';
const after = fs.readFileSync(built, 'utf8');
fs.writeFileSync(committed, after);
console.log(
  before === after
    ? `${COMMITTED_TYPES_PATH} was up to date.`
    : `${COMMITTED_TYPES_PATH} updated: commit it.`,
);
