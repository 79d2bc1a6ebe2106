/**
 * The preview pane: the article in the site's own markup (its title, the site's ArticleBody
 * with the body Decap renders) under the site's stylesheet (/admin/site.css, compiled from
 * src/styles/site.scss by src/node/admin-editor/build-admin.ts).
 */
import React from 'react';
import type { Map as ImmutableMap } from 'immutable';

interface PreviewProps {
  entry: ImmutableMap<string, unknown>;
  widgetFor: (name: string) => React.ReactNode;
}

export function ArticlePreview({ entry, widgetFor }: PreviewProps): React.JSX.Element {
  const title = entry.getIn(['data', 'title']);
  const description = entry.getIn(['data', 'description']);
  return (
    <main className="container py-4">
      <article>
        <h1>{typeof title === 'string' ? title : ''}</h1>
        {typeof description === 'string' && description ? <p className="lead">{description}</p> : null}
        <div className="article-body">{widgetFor('body')}</div>
      </article>
    </main>
  );
}
