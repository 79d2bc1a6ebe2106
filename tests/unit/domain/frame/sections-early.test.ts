import {
  CLOSE_CROSS_PATH,
  earlyMenuMarkup,
  EARLY_FORM_ATTRIBUTE,
} from '../../../../src/domain/frame/sections-early';
import { menuShiftX } from '../../../../src/domain/frame/head/menu-shift';

const categories = [
  {
    key: 'gameplayTips',
    title: 'Tips & <Tricks>',
    path: '/tips',
    subcategories: [
      { key: 'beginner', title: 'Beginner "Guides"', path: '/tips/beginner' },
      { key: 'other', title: 'More', path: '/tips/other' },
    ],
  },
  { key: 'empty', title: 'Empty', path: '/empty', subcategories: [] },
];
const labels = { sections: 'Sections', close: 'Close', more: 'More' };

/** The part of the template for one form. */
function form(which: 'wide' | 'narrow'): string {
  const html = earlyMenuMarkup(categories, labels);
  const start = html.indexOf(`<div ${EARLY_FORM_ATTRIBUTE}="${which}"`);
  expect(start).toBeGreaterThanOrEqual(0);
  const other = html.indexOf(`<div ${EARLY_FORM_ATTRIBUTE}="${which === 'wide' ? 'narrow' : 'wide'}"`);
  return other > start ? html.slice(start, other) : html.slice(start);
}

describe('the early Sections menu markup', () => {
  it('has the wide dropdown: a group per category, its link first, then its subcategories', () => {
    const wide = form('wide');
    expect(wide).toContain('data-testid="sections-dropdown"');
    expect(wide).toContain('class="sections-dropdown dropdown-menu show"');
    expect(wide).toContain(
      '<div class="sections-group cat-gameplayTips" role="group" aria-label="Tips &amp; &lt;Tricks&gt;">' +
        '<a data-rr-ui-dropdown-item="" class="sections-category dropdown-item" href="/tips">Tips &amp; &lt;Tricks&gt;</a>' +
        '<a data-rr-ui-dropdown-item="" class="sections-subcategory dropdown-item" href="/tips/beginner">Beginner "Guides"</a>',
    );
    expect(wide).not.toContain('sections-more');
  });

  it('has the narrow popover dialog: titled, closable, More links only where there are subcategories', () => {
    const narrow = form('narrow');
    expect(narrow).toContain('role="dialog"');
    expect(narrow).toContain('data-testid="sections-popover"');
    expect(narrow).toMatch(/aria-labelledby="([^"]+)-title"[^>]*>.*<h2 id="\1-title"/);
    expect(narrow).toContain(
      '<button type="button" class="btn-close" aria-label="Close"><svg viewBox="0 0 16 16" aria-hidden="true" ' +
        `focusable="false"><path d="${CLOSE_CROSS_PATH}"></path></svg></button>`,
    );
    expect(narrow).toContain('<li><a href="/tips/beginner">Beginner "Guides"</a></li>');
    expect(narrow.match(/data-testid="sections-more"/g)).toHaveLength(1);
    expect(narrow).toContain('<a class="sections-more" data-testid="sections-more" href="/tips">More');
  });
});

describe('menuShiftX: a panel placed below its button stays inside the window edges', () => {
  it('stays at the button when it fits', () => {
    expect(menuShiftX(100, 200, 412, 5)).toBe(0);
  });
  it('moves left when it would pass the right edge', () => {
    // 300 + 200 = 500 > 412 - 5: back by 93
    expect(menuShiftX(300, 200, 412, 5)).toBe(-93);
  });
  it('moves right when the button is nearer the left edge than the margin', () => {
    expect(menuShiftX(2, 100, 412, 5)).toBe(3);
  });
  it('keeps the left edge when the panel is wider than the window', () => {
    // a panel as wide as the window from a button at 12 px: the left edge (5 px) wins
    expect(menuShiftX(12, 412, 412, 5)).toBe(-7);
  });
});
