/** The part of the `rss` package (used by gatsby-plugin-feed too) the listing feeds use; it ships no types. */
declare module 'rss' {
  export default class RSS {
    constructor(channel: Record<string, unknown>);
    item(item: Record<string, unknown>): this;
    xml(options?: { indent?: boolean | string }): string;
  }
}
