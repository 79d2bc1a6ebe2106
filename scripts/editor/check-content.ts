/**
 * `npm run check:content [-- PATH]`: validates content in seconds, without a Gatsby build, and
 * prints every problem (file:line, field, what to do) in the words the build and the preview use.
 *
 * - no PATH: the whole content folder (CONTENT_DIR, else content/);
 * - a content folder (one with articles/, authors.json, taxonomy.json or sponsored-links.json):
 *   all of it;
 * - an article file, or a folder of articles (anything under a content folder's articles/):
 *   those articles, checked against their whole content folder (taxonomy, authors, and the ids,
 *   slugs and titles of every other article), plus the problems of the folder's JSON files,
 *   which the articles depend on.
 *
 * Exit status: 0 when the checked content has no error (warnings allowed), 1 when it has one,
 * 2 when there was nothing to check (no such path, a path that is none of the above, no article
 * in it): never an all-clear for content that was not checked. Articles a build would leave
 * out (drafts, scheduled) are listed.
 */
import { contentReport } from './content-report';

const { status, lines } = contentReport(process.argv[2]);
for (const line of lines) console.log(line);
process.exit(status);
