/**
 * The two JSON files the web editor edits whole, in the shape Decap can show: Decap's forms
 * start from an object, while authors.json is a list and sponsored-links.json is keyed by page
 * address. Each format turns the file into a form and back to the same bytes (two-space JSON and
 * a final newline, as the files are kept); admin/src/ registers them with registerCustomFormat.
 */

export interface EditorFormat {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>) => string;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** authors.json: a list of authors ⇄ `{ authors: [...] }`. */
export const AUTHORS_FORMAT: EditorFormat = {
  fromFile: (text) => ({ authors: JSON.parse(text) as unknown }),
  toFile: (data) => json(data.authors ?? []),
};

/**
 * sponsored-links.json: `{ sapeLinks: { "/page": [links] }, sapeNewUrl }` ⇄ the same with
 * `pages: [{ path, links }]` in the place of sapeLinks (the other keys, and their order, kept).
 */
export const SPONSORED_FORMAT: EditorFormat = {
  fromFile: (text) =>
    Object.fromEntries(
      Object.entries(JSON.parse(text) as Record<string, unknown>).map(([key, value]) =>
        key === 'sapeLinks'
          ? [
              'pages',
              Object.entries((value ?? {}) as Record<string, unknown>).map(([path, links]) => ({
                path,
                links,
              })),
            ]
          : [key, value],
      ),
    ),
  toFile: (data) =>
    json(
      Object.fromEntries(
        Object.entries(data).map(([key, value]) =>
          key === 'pages'
            ? [
                'sapeLinks',
                Object.fromEntries(
                  (Array.isArray(value) ? (value as { path: string; links?: unknown }[]) : []).map((p) => [
                    p.path,
                    p.links ?? [],
                  ]),
                ),
              ]
            : [key, value],
        ),
      ),
    ),
};

/** The formats by the name the configuration gives them. */
export const EDITOR_FORMATS = { 'authors-json': AUTHORS_FORMAT, 'sponsored-json': SPONSORED_FORMAT } as const;
