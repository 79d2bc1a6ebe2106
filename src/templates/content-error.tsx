/**
 * The preview's page at the address of an article that has an error (only `gatsby develop`
 * makes it: a production build stops on the error instead). It names the file, the line, the
 * field and the fix in the words check:content prints, and gives way to the article by itself
 * once the file is saved without the error: the preview re-creates the page and the browser
 * follows the new page data.
 */
import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { formatProblem } from '../domain/content/problems';
import type { ContentErrorContext } from '../types/page-context';
import { PreviewReload } from '../components/frame/preview-reload';

export default function ContentErrorTemplate({
  pageContext,
}: PageProps<object, ContentErrorContext>): React.JSX.Element {
  // the file was saved without the error while this page was open: the article is back
  if (!pageContext.errorPage) return <PreviewReload />;
  const { file, problems } = pageContext.errorPage;
  const errors = problems.filter((p) => p.severity === 'error');
  return (
    <article className="article" data-testid="content-error">
      <header className="article-header">
        <p className="article-kicker">Preview</p>
        <h1 className="article-title">
          This article has {errors.length === 1 ? 'an error' : `${errors.length} errors`}
        </h1>
        <p>
          <code>{file}</code> cannot be shown until it is fixed. Fix what is listed here and save the file:
          this page turns into the article by itself.
        </p>
      </header>
      <ul className="list-unstyled">
        {problems.map((p) => (
          <li key={formatProblem(p)} className="mb-4" data-testid="content-problem">
            <dl className="mb-2">
              <dt>File</dt>
              <dd>
                <code>{p.line ? `${p.file}:${p.line}` : p.file}</code>
              </dd>
              {p.line !== undefined && (
                <>
                  <dt>Line</dt>
                  <dd>{p.line}</dd>
                </>
              )}
              <dt>Field</dt>
              <dd>
                <code>{p.field}</code>
              </dd>
              <dt>{p.severity === 'error' ? 'What is wrong and what to do' : 'Warning'}</dt>
              <dd>{p.message}</dd>
            </dl>
            {/* the very line check:content and the terminal print */}
            {/* wrapped; inline, as no published page has this template (see preview-badge.tsx) */}
            <pre className="mb-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <code>{formatProblem(p)}</code>
            </pre>
          </li>
        ))}
      </ul>
      <p>
        Check it without the preview: <code>npm run check:content -- {file}</code>
      </p>
    </article>
  );
}

export const Head = ({ pageContext }: HeadProps<object, ContentErrorContext>): React.JSX.Element => (
  <>
    <title>{`Error in ${pageContext.errorPage?.file ?? 'an article'}`}</title>
    <meta name="robots" content="noindex" />
  </>
);
