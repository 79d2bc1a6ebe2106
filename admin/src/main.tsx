/**
 * The web editor at /admin/: Decap CMS from npm, started by hand with the configuration the
 * build generated from the content rules (src/domain/content/editor/editor-config.ts), which
 * /admin/config.js puts on the page before this bundle (with CMS_MANUAL_INIT). Every article
 * field is the `checked` widget: the standard control, refusing what the build refuses.
 */
import CMS from 'decap-cms-app';
import { EDITOR_FORMATS } from '../../src/domain/content/editor/editor-formats';
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { editorFrontmatter } from '../../src/domain/content/editor/field-rules';
import { checkedWidget } from './checked-widget';
import { PlacesControl } from './places-widget';
import { articlePreview } from './article-preview';
import type { EditorPayload } from './payload';

declare global {
  interface Window {
    BLOXGUIDE_EDITOR: EditorPayload;
  }
  // the site's modules bundled here read `process.env` for build-time switches (the label tables'
  // GATSBY_SITE_LOCALE); esbuild writes a literal in for each (ESBUILD_OPTIONS.define in
  // src/node/admin-editor/build-admin.ts), so the browser never looks for `process`
  const process: { env: Record<string, string | undefined> };
}

const payload = window.BLOXGUIDE_EDITOR;

for (const [name, format] of Object.entries(EDITOR_FORMATS))
  CMS.registerCustomFormat(name, 'json', {
    fromFile: (text: string) => format.fromFile(text),
    toFile: (data: object) => format.toFile(data as Record<string, unknown>),
  });

// Decap's control props (CmsWidgetControlProps) are what Props names, plus the rest passed through
CMS.registerWidget('checked', checkedWidget(payload.rules) as never, undefined);
// where the article is listed (entities): only the chosen category's subcategories
CMS.registerWidget('places', PlacesControl as never, undefined);

// what is saved is what was checked: empty optional fields left out, the slug made from the title
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: ImmutableMap<string, unknown> }) => {
    if (!String(entry.get('collection') ?? '').startsWith('articles-')) return undefined;
    const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
    return fromJS(editorFrontmatter(data));
  },
});

CMS.registerPreviewStyle('/admin/site.css');
const ArticlePreview = articlePreview(payload.bodyLabels);
for (const c of payload.config.collections as { name: string }[])
  if (c.name.startsWith('articles-')) CMS.registerPreviewTemplate(c.name, ArticlePreview as never);

// The local decap-server (npm run cms) has no accounts: open the editor signed in, as its login
// button would (Decap keeps the user in localStorage). A git host keeps its own sign-in.
const backend = payload.config.backend as { name?: string } | undefined;
if (backend?.name === 'proxy' && !window.localStorage.getItem('decap-cms-user'))
  window.localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy', token: '' }));

CMS.init({ config: payload.config as never });
