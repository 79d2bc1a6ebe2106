/**
 * The wide-window Sections menu: a react-bootstrap Dropdown whose panel lists every category
 * and its subcategories in columns. Loaded on demand by sections-menu.tsx. Dropdown gives the
 * keyboard behaviour (arrows, Escape back to the button) and closes when an entry is chosen.
 */
import React, { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import Dropdown from 'react-bootstrap/Dropdown';
import { useSiteData } from '../../hooks/use-site-data';
import { sectionsGroups } from '../../domain/frame/sections-entries';
import { SectionsButtonContent, SectionsFormProps, useTakeOverEarlyMenu } from './sections-button';

export function SectionsDropdown({ initiallyOpen, takeFocus }: SectionsFormProps): React.JSX.Element {
  const { categories, labels } = useSiteData();
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  useTakeOverEarlyMenu();

  // a layout effect: focus moves in the same task that swaps this in for the stand-in button
  useLayoutEffect(() => {
    if (takeFocus) toggle.current?.focus();
  }, [takeFocus]);

  return (
    <Dropdown show={open} onToggle={(next) => setOpen(next)} className="sections-menu">
      <Dropdown.Toggle ref={toggle} id={`${id}-toggle`} variant="sections">
        <SectionsButtonContent label={labels.sections} />
      </Dropdown.Toggle>
      <Dropdown.Menu data-testid="sections-dropdown" className="sections-dropdown">
        <div className="sections-grid">
          {sectionsGroups(categories, labels.more).map((g) => (
            <div key={g.key} className={`sections-group cat-${g.key}`} role="group" aria-label={g.title}>
              {g.wide.map((e) => (
                <Dropdown.Item key={`${e.className}-${e.key}`} as={Link} to={e.path} className={e.className}>
                  {e.title}
                </Dropdown.Item>
              ))}
            </div>
          ))}
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
