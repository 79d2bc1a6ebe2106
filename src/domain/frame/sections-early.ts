/**
 * The Sections menu before its React code has arrived. The stand-in button of the header
 * (src/components/sections-menu/sections-menu.tsx) carries, in an inert `<template>`, the markup both menu forms
 * render (the wide dropdown of src/components/sections-menu/sections-dropdown.tsx and the narrow popover of
 * src/components/sections-menu/sections-popover.tsx: the same elements, classes and aria attributes), so that
 * the head's early-input script (src/domain/frame/early-input.ts) opens and closes the menu itself at
 * once, before React has started or while the form's code is still on its way. An open early
 * menu stays the reader's until it is closed; the form replaces the stand-in then.
 */
import { escapeAttr, escapeText } from '../html/escape';
import { sectionsGroups, type SectionsCategory, type SectionsGroup } from './sections-entries';

/** Marks the stand-in button: the only Sections button the early script answers. */
export const STAND_IN_ATTRIBUTE = 'data-stand-in';
/** Set by the early script on the stand-in button: "true" while its menu is open, "false" once closed. */
export const EARLY_OPEN_ATTRIBUTE = 'data-early-open';
/** Dispatched on the stand-in button by the early script whenever it opens or closes its menu. */
export const EARLY_MENU_EVENT = 'bloxguide:early-menu';
/** The id of the open early menu's wrapper (outside React's root, along the stand-in's lower edge). */
export const EARLY_MENU_ID = 'sections-early';
/** Which form a template part is: "wide" or "narrow" (MOBILE_BREAKPOINT_PX wide or narrower). */
export const EARLY_FORM_ATTRIBUTE = 'data-form';
/**
 * The gap between the button and each form's panel: react-bootstrap's Dropdown offset (wide) and
 * the popover's (narrow, src/components/sections-menu/sections-popover.tsx).
 */
export const EARLY_MENU_GAP_PX = { wide: 2, narrow: 8 } as const;
/** How close to the window's edges each panel may come (Popper's for the dropdown; the popover's). */
export const EARLY_MENU_EDGE_PX = { wide: 0, narrow: 5 } as const;

/**
 * The popover's close button draws its cross inline, in a 16-unit box with `currentColor`
 * (src/styles/_menu.scss): Bootstrap's background picture is an SVG document of its own, which
 * the browser builds when the menu first opens, on the tap's time.
 */
export const CLOSE_CROSS_PATH = 'M3 3l10 10M13 3 3 13';

interface EarlyMenuLabels {
  sections: string;
  close: string;
  more: string;
}

const POPPER_STYLE = 'position: absolute; inset: 0px auto auto 0px;';

/** The wide form's panel, as react-bootstrap's Dropdown.Menu renders it open. */
function wideMarkup(groups: readonly SectionsGroup[], labels: EarlyMenuLabels): string {
  const markup = groups
    .map(
      (g) =>
        `<div class="sections-group cat-${escapeAttr(g.key)}" role="group" aria-label="${escapeAttr(g.title)}">` +
        g.wide
          .map(
            (e) =>
              `<a data-rr-ui-dropdown-item="" class="${e.className} dropdown-item" href="${escapeAttr(e.path)}">` +
              `${escapeText(e.title)}</a>`,
          )
          .join('') +
        '</div>',
    )
    .join('');
  return (
    `<div ${EARLY_FORM_ATTRIBUTE}="wide" data-testid="sections-dropdown" x-placement="bottom-start" ` +
    `class="sections-dropdown dropdown-menu show" aria-label="${escapeAttr(labels.sections)}" ` +
    `data-popper-placement="bottom-start" style="${POPPER_STYLE}"><div class="sections-grid">${markup}</div></div>`
  );
}

/** The narrow form's popover dialog, as sections-popover.tsx renders it open. */
function narrowMarkup(groups: readonly SectionsGroup[], labels: EarlyMenuLabels): string {
  const id = `${EARLY_MENU_ID}-popover`;
  const sections = groups
    .map((g) => {
      const heading = `${id}-${escapeAttr(g.key)}`;
      const list = g.narrow
        .map((s) => `<li><a href="${escapeAttr(s.path)}">${escapeText(s.title)}</a></li>`)
        .join('');
      const more = g.more
        ? `<a class="sections-more" data-testid="sections-more" href="${escapeAttr(g.more.path)}">` +
          `${escapeText(g.more.title)} <span aria-hidden="true">→</span></a>`
        : '';
      return (
        `<section class="sections-popover-group cat-${escapeAttr(g.key)}" aria-labelledby="${heading}">` +
        `<h3 id="${heading}" class="sections-popover-category">${escapeText(g.title)}</h3>` +
        `<ul class="sections-popover-list">${list}</ul>${more}</section>`
      );
    })
    .join('');
  return (
    `<div ${EARLY_FORM_ATTRIBUTE}="narrow" role="dialog" ` +
    `class="fade sections-popover show popover bs-popover-bottom" id="${id}" aria-labelledby="${id}-title" ` +
    `data-testid="sections-popover" data-popper-placement="bottom-start" style="${POPPER_STYLE}">` +
    '<div class="popover-arrow" style="position: absolute; left: 0px;"></div><div>' +
    `<div class="sections-popover-head"><h2 id="${id}-title" class="sections-popover-heading">${escapeText(labels.sections)}</h2>` +
    `<button type="button" class="btn-close" aria-label="${escapeAttr(labels.close)}">` +
    `<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="${CLOSE_CROSS_PATH}"></path></svg></button></div>` +
    `<div class="sections-popover-body popover-body">${sections}</div></div></div>`
  );
}

/** The stand-in's template content: both forms' open menus, with the entries of sectionsGroups. */
export function earlyMenuMarkup(categories: readonly SectionsCategory[], labels: EarlyMenuLabels): string {
  const groups = sectionsGroups(categories, labels.more);
  return wideMarkup(groups, labels) + narrowMarkup(groups, labels);
}
