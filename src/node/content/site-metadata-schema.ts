/**
 * The GraphQL types of `siteMetadata`, derived from src/site-config.ts (its one typed source):
 * each field of `siteMetadataOf(siteConfig)` becomes a non-null field of its GraphQL type, each
 * nested object a type of its own (`contacts` -> SiteSiteMetadataContacts). A new field in
 * site-config is then in the schema, and in the generated query types, without a second edit.
 */

const capitalised = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

function scalarOf(value: unknown, where: string): string {
  if (typeof value === 'string') return 'String!';
  if (typeof value === 'boolean') return 'Boolean!';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Int!' : 'Float!';
  throw new Error(`siteMetadata.${where}: no GraphQL type for ${JSON.stringify(value)}`);
}

/** GraphQL type definitions of an object: the type `typeName`, after those of its nested objects. */
export function objectTypeDefs(typeName: string, value: Record<string, unknown>, where = ''): string[] {
  const nested: string[] = [];
  const fields = Object.entries(value).map(([key, field]) => {
    const path = where ? `${where}.${key}` : key;
    if (field !== null && typeof field === 'object' && !Array.isArray(field)) {
      const child = `${typeName}${capitalised(key)}`;
      nested.push(...objectTypeDefs(child, field as Record<string, unknown>, path));
      return `  ${key}: ${child}!`;
    }
    return `  ${key}: ${scalarOf(field, path)}`;
  });
  return [...nested, `type ${typeName} {\n${fields.join('\n')}\n}`];
}
