/**
 * What every copy control does on a click: put the text on the clipboard, or, when the clipboard
 * is refused or missing (an insecure origin, a denied permission), offer it in a prompt to copy
 * by hand. Resolves true when the clipboard took it.
 */
export async function copyText(text: string, promptLabel: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    window.prompt(promptLabel, text);
    return false;
  }
}
