/**
 * How far a panel placed at its button's left edge moves sideways to stay at least `edge` pixels
 * inside the window: right when the button starts nearer the left edge than that, left when the
 * panel would pass the right edge (the left edge wins when the panel is wider than the window).
 * React's Sections popover places its panel with it (src/components/sections-menu/sections-popover.tsx),
 * and the early-input script its copy of the menu (./early-input-script.ts), which is handed it.
 *
 * Self-contained: written into the page as its source text (src/domain/frame/head-scripts.ts).
 */
export function menuShiftX(
  buttonLeft: number,
  panelWidth: number,
  windowWidth: number,
  edge: number,
): number {
  return Math.max(edge - buttonLeft, Math.min(0, windowWidth - edge - buttonLeft - panelWidth));
}
