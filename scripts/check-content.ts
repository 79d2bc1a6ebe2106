/**
 * `npm run check:content [-- DIR]`: validates a content folder in seconds, without a Gatsby
 * build. Prints every problem (file, field, what to do) and exits 1 when there is an error.
 */
import path from 'path';
import { prepareContent } from '../src/domain/content-model';
import { formatProblem } from '../src/domain/problems';
import { contentDir, readContent } from '../src/node/read-content';

const dir = process.argv[2] ? path.resolve(process.argv[2]) : contentDir();
const { content, errors, warnings } = prepareContent(readContent(dir));
for (const p of [...errors, ...warnings]) console.log(formatProblem(p));
console.log(
  `${dir}: ${content.articles.length} articles, ${content.authors.length} authors, ${content.info.length} info pages; ` +
    `${errors.length} error(s), ${warnings.length} warning(s)`,
);
process.exit(errors.length > 0 ? 1 : 0);
