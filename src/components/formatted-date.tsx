/** A date in the build locale, rendered the same on the server and in the browser (UTC). */
import React from 'react';
import { useSiteData } from '../hooks/use-site-data';

export function FormattedDate({ iso }: { iso: string }): React.JSX.Element {
  const { locale } = useSiteData();
  const text = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}
