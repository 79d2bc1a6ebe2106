/** A date in the build locale, rendered the same on the server and in the browser (UTC). */
import React from 'react';
import { formatDisplayDate } from '../domain/dates';
import { useSiteData } from '../hooks/use-site-data';

export function FormattedDate({ iso }: { iso: string }): React.JSX.Element {
  const { locale } = useSiteData();
  return <time dateTime={iso}>{formatDisplayDate(iso, locale)}</time>;
}
