/**
 * The end of a page's first screen: an empty element the head's expect link waits for
 * (FIRST_SCREEN_LINK in src/domain/html/element-ids.ts), so the first paint shows the title and text above
 * it whole. Exactly one per page, after the page's h1 (tests/site/first-screen.test.ts).
 */
import React from 'react';
import { ELEMENT_IDS } from '../../domain/html/element-ids';

export function FirstScreenEnd(): React.JSX.Element {
  return <span id={ELEMENT_IDS.firstScreenEnd} hidden />;
}
