/** The word after `--name` in a script's arguments (`--runs 3` → "3"), or undefined. */
export function argValue(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}
