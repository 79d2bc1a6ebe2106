/**
 * The Sections menu (spec section 2): categories with their subcategories. A react-bootstrap
 * Dropdown on wide windows; on windows MOBILE_BREAKPOINT_PX wide or narrower, a popover that is
 * loaded on demand and also offers a More link to each category page. Choosing an entry
 * navigates (Gatsby Link) and closes the menu.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import Dropdown from 'react-bootstrap/Dropdown';
import { useSiteData } from '../hooks/use-site-data';
import type { SectionsPopoverProps } from './sections-popover';
import { useNarrowScreen } from './use-narrow-screen';

function SectionsIcon(): React.JSX.Element {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="6" height="6" rx="1.5" fill="currentColor" />
      <rect x="9" y="1" width="6" height="6" rx="1.5" fill="currentColor" opacity="0.6" />
      <rect x="1" y="9" width="6" height="6" rx="1.5" fill="currentColor" opacity="0.6" />
      <rect x="9" y="9" width="6" height="6" rx="1.5" fill="currentColor" />
    </svg>
  );
}

function WideSections(): React.JSX.Element {
  const { categories, labels } = useSiteData();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Dropdown show={open} onToggle={(next) => setOpen(next)} className="sections-menu">
      <Dropdown.Toggle id={`${id}-toggle`} variant="sections">
        <SectionsIcon />
        <span>{labels.sections}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu data-testid="sections-dropdown" className="sections-dropdown">
        <div className="sections-grid">
          {categories.map((c) => (
            <div key={c.key} className={`sections-group cat-${c.key}`} role="group" aria-label={c.title}>
              <Dropdown.Item as={Link} to={c.path} className="sections-category">
                {c.title}
              </Dropdown.Item>
              {c.subcategories.map((s) => (
                <Dropdown.Item key={s.key} as={Link} to={s.path} className="sections-subcategory">
                  {s.title}
                </Dropdown.Item>
              ))}
            </div>
          ))}
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}

function NarrowSections(): React.JSX.Element {
  const { labels } = useSiteData();
  const [open, setOpen] = useState(false);
  const [Popover, setPopover] = useState<React.ComponentType<SectionsPopoverProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const id = useId();

  // the popover's code is only needed on narrow windows: fetch it once this mode is in use
  useEffect(() => {
    let live = true;
    void import('./sections-popover').then((m) => {
      if (live) setPopover(() => m.SectionsPopover);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="sections-menu" ref={container}>
      <button
        ref={button}
        id={`${id}-toggle`}
        type="button"
        className="btn btn-sections dropdown-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && Popover ? `${id}-popover` : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <SectionsIcon />
        <span>{labels.sections}</span>
      </button>
      {Popover && (
        <Popover
          id={`${id}-popover`}
          show={open}
          target={button}
          container={container}
          onClose={(returnFocus) => {
            setOpen(false);
            if (returnFocus) button.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/** The Sections button and its menu, in the form that suits the window width. */
export function SectionsMenu(): React.JSX.Element {
  const narrow = useNarrowScreen();
  // a different component per mode: switching modes unmounts (and so closes) the other one
  return narrow ? <NarrowSections /> : <WideSections />;
}
