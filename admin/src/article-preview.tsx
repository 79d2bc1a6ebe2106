/**
 * The preview pane: the article as the site shows it. The body goes through the build's own
 * steps: markdown to HTML with gatsby-transformer-remark's libraries and the site's remark plugins
 * (src/node/remark-html.ts: fences to the site's grammars, Prism token spans), then the site's
 * articleBody (src/domain/html/parse-body.ts: sanitised to the article allow-list, heading ids,
 * section links, copy controls, in the site's locale), put in by the site's ArticleBody component;
 * the title in the article template's header classes; all under the site's stylesheet
 * (/admin/site.css, compiled from src/styles/site.scss by src/node/admin-editor/build-admin.ts), in
 * the reader's theme (src/domain/frame/theme.ts). What the preview cannot do as the build does:
 * pictures are not resized (gatsby-remark-images needs the file and sharp), each is shown from
 * the picture Decap holds (a new upload is a blob: URL); the copy controls show, the head script
 * that runs them on the site's pages is not in the editor.
 */
import React, { useLayoutEffect, useMemo, useRef } from 'react';
import type { Map as ImmutableMap } from 'immutable';
import { remarkHtml } from '../../src/node/remark-html';
import { articleBody, type BodyLabels } from '../../src/domain/html/parse-body';
import { ArticleBody } from '../../src/components/article/body';
import { DARK_QUERY, resolveTheme, THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../src/domain/frame/theme';

interface PreviewProps {
  entry: ImmutableMap<string, unknown>;
  getAsset: (path: string) => { toString(): string } | undefined;
}

/**
 * The theme a reader of the site sees (resolveTheme: their choice on this origin, else the
 * operating system's), on the preview frame's <html>, following the system's changes.
 */
function useSiteTheme(node: React.RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const doc = node.current?.ownerDocument;
    const win = doc?.defaultView;
    if (!doc || !win) return undefined;
    const dark = win.matchMedia(DARK_QUERY);
    const apply = (): void => {
      let stored: string | null = null;
      try {
        stored = win.localStorage.getItem(THEME_STORAGE_KEY);
      } catch {
        // storage blocked: the operating system's preference
      }
      doc.documentElement.setAttribute(THEME_ATTRIBUTE, resolveTheme(stored, dark.matches));
    };
    apply();
    dark.addEventListener('change', apply);
    return () => dark.removeEventListener('change', apply);
  }, [node]);
}

/** The preview template, with the body's labels in the site's locale (from /admin/config.js). */
export function articlePreview(labels: BodyLabels): (props: PreviewProps) => React.JSX.Element {
  return function ArticlePreview({ entry, getAsset }: PreviewProps): React.JSX.Element {
    const title = entry.getIn(['data', 'title']);
    const description = entry.getIn(['data', 'description']);
    const markdown = entry.getIn(['data', 'body']);
    const source = typeof markdown === 'string' ? markdown : '';
    const html = useMemo(() => articleBody(remarkHtml(source), labels).html, [source]);
    const ref = useRef<HTMLElement>(null);
    useSiteTheme(ref);
    // a picture is where Decap holds it (a new upload is not on the server yet)
    useLayoutEffect(() => {
      for (const img of ref.current?.querySelectorAll<HTMLImageElement>('.article-body img') ?? []) {
        const written = img.getAttribute('data-src') ?? img.getAttribute('src') ?? '';
        img.setAttribute('data-src', written);
        const asset = getAsset(written)?.toString();
        if (asset && img.getAttribute('src') !== asset) img.setAttribute('src', asset);
      }
    });
    return (
      <main className="container py-4" ref={ref}>
        <article className="article">
          <header className="article-header">
            <h1 className="article-title">{typeof title === 'string' ? title : ''}</h1>
            {typeof description === 'string' && description ? <p className="lead">{description}</p> : null}
          </header>
          <ArticleBody html={html} />
        </article>
      </main>
    );
  };
}
