/**
 * A date as readers see it. The text is written out at build time (formatDisplayDate in
 * src/domain/content/dates.ts, into the page's data): creating an Intl.DateTimeFormat costs a phone
 * tens of milliseconds in the middle of hydration, so the browser never formats a date.
 */
import React from 'react';

export function FormattedDate({ iso, text }: { iso: string; text: string }): React.JSX.Element {
  return <time dateTime={iso}>{text}</time>;
}
