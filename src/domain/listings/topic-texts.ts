/**
 * content/topics.json (optional): a title and description per topic, and the checks over the
 * topics articles use: an entry no article uses is refused, a topic one or two letters (or a
 * plural `s`) away from another is warned about at the line that writes it. The topic rules
 * themselves are in src/domain/listings/topics.ts.
 */
import { derivedTopicTitle, nearTopics, topicKey } from './topics';
import { topicPath } from './routes';
import { error, Problem, warning } from '../content/problems';
import { isRecord, jsonSyntaxError, nonEmptyString } from '../content/shared';
import type { ArticleModel, JsonFile, MarkdownFile, TopicTexts } from '../content/types';

const EXAMPLE = '{"voice-chat": {"title": "Voice Chat", "description": "…"}}';

/** The entries of topics.json by topic key (none when the file is absent). */
export function readTopicTexts(f: JsonFile | undefined, problems: Problem[]): Record<string, TopicTexts> {
  if (!f || f.missing) return {};
  if (f.parseError) {
    problems.push(jsonSyntaxError(f));
    return {};
  }
  if (!isRecord(f.data)) {
    problems.push(error(f.file, '(root)', `must be an object keyed by topic, such as ${EXAMPLE}.`));
    return {};
  }
  const texts: Record<string, TopicTexts> = {};
  for (const [written, value] of Object.entries(f.data)) {
    const key = topicKey(written);
    if (key === '') {
      problems.push(error(f.file, written, 'is not a topic: use letters and digits, such as "voice-chat".'));
      continue;
    }
    if (!isRecord(value) || !nonEmptyString(value.title)) {
      problems.push(
        error(
          f.file,
          `${written}.title`,
          `is missing; write each entry as ${EXAMPLE} (description optional).`,
        ),
      );
      continue;
    }
    if (value.description !== undefined && value.description !== null && !nonEmptyString(value.description)) {
      problems.push(error(f.file, `${written}.description`, 'must be text; write a sentence or remove it.'));
      continue;
    }
    if (texts[key]) {
      problems.push(
        error(
          f.file,
          written,
          `is the topic "${key}" a second time (topics match whatever their case, spaces, hyphens and underscores); keep one entry.`,
        ),
      );
      continue;
    }
    texts[key] = {
      title: value.title.trim(),
      description: nonEmptyString(value.description) ? value.description.trim() : null,
    };
  }
  return texts;
}

/** A topic's title and description: from topics.json, else derived from the key. */
export const topicTextsOf = (key: string, texts: Record<string, TopicTexts>): TopicTexts =>
  texts[key] ?? { title: derivedTopicTitle(key), description: null };

/** An article's topics as titled links to their pages. */
export const topicLinks = (
  keys: readonly string[],
  texts: Record<string, TopicTexts>,
): { title: string; path: string }[] =>
  keys.map((key) => ({ title: topicTextsOf(key, texts).title, path: topicPath(key) }));

/**
 * The checks across articles: every topics.json entry is used by some article (drafts and
 * scheduled ones included, so `articles` is everything that validated), and a warning for each
 * article writing a topic that is probably a slip for another, at the line that writes it.
 */
export function topicProblems(
  articles: readonly Pick<ArticleModel, 'file' | 'topics'>[],
  files: readonly Pick<MarkdownFile, 'file' | 'topicLines' | 'fieldLines'>[],
  texts: Record<string, TopicTexts>,
  topicsFile: JsonFile | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const uses = new Map<string, number>();
  for (const a of articles) for (const t of a.topics) uses.set(t, (uses.get(t) ?? 0) + 1);
  if (topicsFile && !topicsFile.missing)
    for (const key of Object.keys(texts))
      if (!uses.has(key))
        problems.push(
          error(
            topicsFile.file,
            key,
            `no article uses the topic "${key}" (drafts and scheduled articles included): remove the entry, or fix its key to a topic an article lists under \`subsubcategories\`.`,
          ),
        );
  const fileOf = new Map(files.map((f) => [f.file, f]));
  for (const { topic, near } of nearTopics(uses))
    for (const a of articles) {
      if (!a.topics.includes(topic)) continue;
      const f = fileOf.get(a.file);
      const written = Object.keys(f?.topicLines ?? {}).find((w) => topicKey(w) === topic);
      const line = (written && f?.topicLines?.[written]) || f?.fieldLines?.entities;
      problems.push({
        ...warning(
          a.file,
          'entities.subcategories.subsubcategories',
          `the topic "${written ?? topic}" is one or two letters away from "${near}" (${uses.get(near)} article(s)); if it is the same topic, write "${near}", otherwise ignore this warning.`,
        ),
        ...(line ? { line } : {}),
      });
    }
  return problems;
}
