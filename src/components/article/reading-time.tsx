/** "5 min read": words over the configured reading speed. */
import { readingMinutes } from '../../domain/html/body-tree';
import { formatLabel } from '../../domain/locales/labels';
import { useSiteData } from '../../hooks/use-site-data';

export function ReadingTime({ words }: { words: number }): React.JSX.Element {
  const { labels, wordsPerMinute } = useSiteData();
  return <span>{formatLabel(labels.readingTime, { minutes: readingMinutes(words, wordsPerMinute) })}</span>;
}
