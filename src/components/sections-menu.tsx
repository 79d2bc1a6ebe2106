/**
 * The Sections menu (spec section 2): categories with their subcategories; a react-bootstrap
 * Dropdown on wide windows, a popover with More links on windows MOBILE_BREAKPOINT_PX wide or
 * narrower. Both forms (and react-bootstrap with them) stay out of the page's first download:
 * the page shows a stand-in button, the form for the current width is fetched as soon as the
 * reader points at, focuses or touches it, and replaces it, opened if it was clicked.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useSiteData } from '../hooks/use-site-data';
import { SectionsButtonContent, SectionsFormProps } from './sections-button';
import { useNarrowScreen } from './use-narrow-screen';

type Form = React.ComponentType<SectionsFormProps>;
type Mode = 'wide' | 'narrow';

const loaders: Record<Mode, () => Promise<Form>> = {
  wide: () => import('./sections-dropdown').then((m) => m.SectionsDropdown),
  narrow: () => import('./sections-popover').then((m) => m.SectionsPopover),
};

export function SectionsMenu(): React.JSX.Element {
  const { labels } = useSiteData();
  const mode: Mode = useNarrowScreen() ? 'narrow' : 'wide';
  const [forms, setForms] = useState<Partial<Record<Mode, Form>>>({});
  const [clicked, setClicked] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const requested = useRef(new Set<Mode>());
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const load = useCallback((which: Mode): void => {
    if (requested.current.has(which)) return;
    requested.current.add(which);
    loaders[which]().then(
      (form) => {
        if (live.current) setForms((f) => ({ ...f, [which]: form }));
      },
      () => requested.current.delete(which), // a failed chunk: the next intent tries again
    );
  }, []);

  // a form already used once stays in use after a resize: fetch the other one straight away
  useEffect(() => {
    if (requested.current.size > 0) load(mode);
  }, [mode, load]);

  const Form = forms[mode];
  // the click and focus of the stand-in are handed over once; a later form (after a resize
  // across the breakpoint) starts closed and leaves focus alone
  useEffect(() => {
    if (!Form) return;
    setClicked(false);
    setHadFocus(false);
  }, [Form]);

  if (Form) return <Form key={mode} initiallyOpen={clicked} takeFocus={hadFocus} />;
  return (
    <div className="sections-menu">
      <button
        type="button"
        className="btn btn-sections dropdown-toggle"
        aria-haspopup={mode === 'narrow' ? 'dialog' : 'true'}
        aria-expanded={false}
        onPointerEnter={() => load(mode)}
        onTouchStart={() => load(mode)}
        // a press counts even if the menu code arrives before the release lands on the new button
        onPointerDown={() => {
          setClicked(true);
          load(mode);
        }}
        onFocus={() => {
          setHadFocus(true);
          load(mode);
        }}
        onBlur={() => setHadFocus(false)}
        onClick={() => {
          setClicked(true);
          load(mode);
        }}
      >
        <SectionsButtonContent label={labels.sections} />
      </button>
    </div>
  );
}
