/**
 * The Sections menu: categories with their subcategories; a react-bootstrap
 * Dropdown on wide windows, a popover with More links on windows MOBILE_BREAKPOINT_PX wide or
 * narrower. Both forms (and react-bootstrap with them) stay out of the page's first download:
 * the page shows a stand-in button, the form for the current width is fetched as soon as the
 * reader points at, focuses or touches it, and replaces it, opened if it was clicked.
 */
import React, { useEffect, useRef, useState } from 'react';
import { useLazyModule } from '../../hooks/use-lazy-module';
import { useSiteData } from '../../hooks/use-site-data';
import { SectionsButtonContent, SectionsFormProps } from './sections-button';
import { useNarrowScreen } from '../../hooks/use-narrow-screen';

type Form = React.ComponentType<SectionsFormProps>;
type Mode = 'wide' | 'narrow';

const loadWide = (): Promise<Form> => import('./sections-dropdown').then((m) => m.SectionsDropdown);
const loadNarrow = (): Promise<Form> => import('./sections-popover').then((m) => m.SectionsPopover);

export function SectionsMenu(): React.JSX.Element {
  const { labels } = useSiteData();
  const mode: Mode = useNarrowScreen() ? 'narrow' : 'wide';
  const [wide, loadWideForm] = useLazyModule(loadWide);
  const [narrow, loadNarrowForm] = useLazyModule(loadNarrow);
  const [clicked, setClicked] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  // whether the reader has shown intent: from then on the form for the current width is wanted
  const wanted = useRef(false);
  const load = (which: Mode): void => {
    wanted.current = true;
    if (which === 'wide') loadWideForm();
    else loadNarrowForm();
  };

  // a form already used once stays in use after a resize: fetch the other one straight away
  useEffect(() => {
    if (!wanted.current) return;
    if (mode === 'wide') loadWideForm();
    else loadNarrowForm();
  }, [mode, loadWideForm, loadNarrowForm]);

  const Form = mode === 'wide' ? wide : narrow;
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
