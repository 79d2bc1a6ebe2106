/**
 * The narrow-window Sections menu: a button and a popover dialog (react-bootstrap Overlay +
 * Popover) listing every category with its subcategories and a More link to the category page.
 * Loaded on demand by sections-menu.tsx. Escape or a click outside closes it; Escape and the
 * close button return focus to the Sections button.
 */
import React, { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useSiteData } from '../../hooks/use-site-data';
import { CLOSE_CROSS_PATH } from '../../domain/frame/sections-early';
import { SectionsButtonContent, SectionsFormProps, useTakeOverEarlyMenu } from './sections-button';

interface PopoverProps {
  id: string;
  show: boolean;
  /** the Sections button the popover points at */
  target: React.RefObject<HTMLElement>;
  /** where the popover is rendered: next to the button, so that Tab order follows it */
  container: React.RefObject<HTMLElement>;
  /** asked to close; `returnFocus` when the reader dismissed it from the keyboard */
  onClose: (returnFocus: boolean) => void;
}

function SectionsList({ id, onClose }: Pick<PopoverProps, 'id' | 'onClose'>): React.JSX.Element {
  const { categories, labels } = useSiteData();
  const body = useRef<HTMLDivElement>(null);

  // move focus into the dialog when it opens; no scroll jump while it is still being placed
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={body}>
      <div className="sections-popover-head">
        <h2 id={`${id}-title`} className="sections-popover-heading">
          {labels.sections}
        </h2>
        <button type="button" className="btn-close" aria-label={labels.close} onClick={() => onClose(true)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d={CLOSE_CROSS_PATH} />
          </svg>
        </button>
      </div>
      <Popover.Body className="sections-popover-body">
        {categories.map((c) => (
          <section
            key={c.key}
            className={`sections-popover-group cat-${c.key}`}
            aria-labelledby={`${id}-${c.key}`}
          >
            <h3 id={`${id}-${c.key}`} className="sections-popover-category">
              {c.title}
            </h3>
            <ul className="sections-popover-list">
              {c.subcategories.map((s) => (
                <li key={s.key}>
                  <Link to={s.path} onClick={() => onClose(false)}>
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
            {c.subcategories.length > 0 && (
              <Link
                to={c.path}
                className="sections-more"
                data-testid="sections-more"
                onClick={() => onClose(false)}
              >
                {labels.more} <span aria-hidden="true">→</span>
              </Link>
            )}
          </section>
        ))}
      </Popover.Body>
    </div>
  );
}

function SectionsOverlay({ id, show, target, container, onClose }: PopoverProps): React.JSX.Element {
  return (
    <Overlay
      show={show}
      target={target}
      container={container}
      placement="bottom-start"
      offset={[0, 8]}
      rootClose
      onHide={(event) => {
        // a click on the Sections button itself is left to the button, which toggles
        if (target.current?.contains(event.target as Node)) return;
        onClose(event instanceof KeyboardEvent);
      }}
    >
      <Popover
        id={id}
        role="dialog"
        aria-labelledby={`${id}-title`}
        data-testid="sections-popover"
        className="sections-popover"
      >
        <SectionsList id={id} onClose={onClose} />
      </Popover>
    </Overlay>
  );
}

export function SectionsPopover({ initiallyOpen, takeFocus }: SectionsFormProps): React.JSX.Element {
  const { labels } = useSiteData();
  const [open, setOpen] = useState(initiallyOpen);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const id = useId();
  useTakeOverEarlyMenu();

  // a layout effect: focus moves to this button in the same task that swaps it in for the
  // stand-in, so no key press can land on <body> in between (a Tab would then skip the menu)
  useLayoutEffect(() => {
    // when the popover opens it takes focus itself
    if (takeFocus && !initiallyOpen) button.current?.focus();
  }, [takeFocus, initiallyOpen]);

  return (
    <div className="sections-menu" ref={container}>
      <button
        ref={button}
        id={`${id}-toggle`}
        type="button"
        className="btn btn-sections dropdown-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-popover` : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <SectionsButtonContent label={labels.sections} />
      </button>
      <SectionsOverlay
        id={`${id}-popover`}
        show={open}
        target={button}
        container={container}
        onClose={(returnFocus) => {
          setOpen(false);
          if (returnFocus) button.current?.focus();
        }}
      />
    </div>
  );
}
