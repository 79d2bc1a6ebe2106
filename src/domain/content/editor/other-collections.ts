/**
 * The parts of the web editor's configuration that are not the article form: the git host
 * (backendOf, backendOrigins) and the collections of the authors, the sponsored links and the
 * information pages, each file as the build reads it (the JSON files through ./editor-formats.ts).
 */
/** The git host the editor saves to: the local decap-server, or a host from build-time settings. */
export type EditorBackend =
  /** decap-server: MODE=fs saves straight into content/ (`workflow` false), MODE=git keeps the editorial workflow in branches */
  | { name: 'local'; url: string; workflow: boolean }
  | {
      name: 'github' | 'gitlab' | 'gitea';
      repo: string;
      branch: string;
      base_url?: string;
      api_root?: string;
      auth_endpoint?: string;
      app_id?: string;
    };

/** The Decap backend section: the local decap-server without login, or the git host. */
export function backendOf(b: EditorBackend): Record<string, unknown> {
  if (b.name === 'local') return { backend: { name: 'proxy', proxy_url: b.url, branch: 'main' } };
  const { name, ...rest } = b;
  return { backend: { name, ...rest, squash_merges: true } };
}

/** The collections of the content's other files, under the content folder `root`. */
export function fileCollections(root: string): Record<string, unknown>[] {
  return [
    {
      name: 'authors',
      label: 'Authors',
      files: [
        {
          name: 'authors',
          label: 'Authors',
          file: `${root}/authors.json`,
          // a list at the top, which Decap's json cannot hold (src/domain/content/editor/editor-formats.ts)
          format: 'authors-json',
          extension: 'json',
          fields: [
            {
              name: 'authors',
              label: 'Authors',
              label_singular: 'author',
              widget: 'list',
              summary: '{{fields.name}}',
              fields: [
                { name: 'name', label: 'Name', widget: 'string' },
                { name: 'description', label: 'About', widget: 'text' },
                { name: 'meta_title', label: 'Page title', widget: 'string', required: false },
                { name: 'meta_description', label: 'Page description', widget: 'text', required: false },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'sponsored',
      label: 'Sponsored links',
      files: [
        {
          name: 'sponsored-links',
          label: 'Sponsored links',
          file: `${root}/sponsored-links.json`,
          format: 'sponsored-json',
          extension: 'json',
          fields: [
            {
              name: 'pages',
              label: 'Pages',
              label_singular: 'page',
              widget: 'list',
              summary: '{{fields.path}}',
              fields: [
                {
                  name: 'path',
                  label: 'Page address',
                  widget: 'string',
                  pattern: ['^/', 'an address on the site, starting with /'],
                },
                {
                  name: 'links',
                  label: 'Links (HTML)',
                  widget: 'list',
                  field: { name: 'link', label: 'Link', widget: 'string' },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'info',
      label: 'Information pages',
      folder: `${root}/info`,
      create: false,
      delete: false,
      extension: 'md',
      format: 'frontmatter',
      identifier_field: 'title',
      fields: [
        { name: 'title', label: 'Title', widget: 'string' },
        { name: 'description', label: 'Description', widget: 'text', required: false },
        { name: 'body', label: 'Text', widget: 'markdown' },
      ],
    },
  ];
}

/** The origins the editor fetches from: its git host's API, or the local decap-server. */
export function backendOrigins(b: EditorBackend): string[] {
  const origin = (url: string): string => new URL(url).origin;
  if (b.name === 'local') return [origin(b.url)];
  if (b.api_root) return [origin(b.api_root)];
  if (b.name === 'github') return ['https://api.github.com'];
  if (b.name === 'gitlab') return ['https://gitlab.com'];
  throw new Error(
    'DECAP_BACKEND=gitea needs DECAP_API_ROOT (the API address of the Gitea server, e.g. https://git.example.org/api/v1).',
  );
}
