/** The series rules (src/domain/listings/series.ts): fields, checks across articles, the outline. */
import {
  checkSeriesFields,
  readSeriesTexts,
  seriesNeighbours,
  seriesOutline,
  seriesProblems,
} from '../../../../src/domain/listings/series';
import { fieldCheck } from '../../../../src/domain/content/article-fields';
import type { Problem } from '../../../../src/domain/content/problems';

const fields = (
  fm: Record<string, unknown>,
): { place: ReturnType<typeof checkSeriesFields>; problems: Problem[] } => {
  const problems: Problem[] = [];
  const place = checkSeriesFields(fm, fieldCheck('a.md', problems));
  return { place, problems };
};

describe('checkSeriesFields', () => {
  it('takes a key and a whole part from 1, or neither', () => {
    expect(fields({ series: 'luau-course', part: 2 })).toEqual({
      place: { key: 'luau-course', part: 2 },
      problems: [],
    });
    expect(fields({})).toEqual({ place: null, problems: [] });
  });

  it.each([
    [{ series: 'luau-course', part: 0 }, 'part'],
    [{ series: 'luau-course', part: -1 }, 'part'],
    [{ series: 'luau-course', part: 1.5 }, 'part'],
    [{ series: 'luau-course', part: 'two' }, 'part'],
    [{ series: 'luau-course' }, 'part'],
    [{ part: 1 }, 'series'],
    [{ series: 7, part: 1 }, 'series'],
  ])('refuses %j naming the field %s and a fix', (fm, field) => {
    const { place, problems } = fields(fm);
    expect(place).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'error', file: 'a.md', field });
    expect(problems[0].message).toMatch(/write|needs|must/);
  });
});

describe('readSeriesTexts', () => {
  it('reads title and description by key; refuses a bad key or a missing text', () => {
    const problems: Problem[] = [];
    const texts = readSeriesTexts(
      {
        file: 'content/series.json',
        data: {
          'luau-course': { title: 'Learn Luau', description: 'A course.' },
          'Bad Key': { title: 'x', description: 'y' },
          'no-text': { title: 'Only a title' },
        },
      },
      problems,
    );
    expect(texts).toEqual({ 'luau-course': { title: 'Learn Luau', description: 'A course.' } });
    expect(problems.map((p) => p.field)).toEqual(['Bad Key', 'no-text']);
    expect(readSeriesTexts({ file: 'content/series.json', missing: true }, problems)).toEqual({});
  });
});

describe('seriesProblems', () => {
  const texts = { 'luau-course': { title: 'Learn Luau', description: 'A course.' } };
  const files = [
    { file: 'a.md', fieldLines: { series: 9, part: 10 } },
    { file: 'b.md', fieldLines: { series: 9, part: 10 } },
  ];

  it('refuses an unknown key and a part two articles share, with the line and the other file', () => {
    const problems = seriesProblems(
      [
        { file: 'a.md', series: { key: 'luau-course', part: 1 } },
        { file: 'b.md', series: { key: 'luau-course', part: 1 } },
        { file: 'c.md', series: { key: 'lua-course', part: 1 } },
        { file: 'd.md', series: null },
      ],
      files,
      texts,
    );
    expect(problems).toEqual([
      expect.objectContaining({ file: 'b.md', field: 'part', line: 10, other: 'a.md', severity: 'error' }),
      expect.objectContaining({ file: 'c.md', field: 'series', severity: 'error' }),
    ]);
    expect(problems[1].message).toContain('use one of luau-course');
  });

  it('accepts parts with a gap (a part still to come)', () => {
    expect(
      seriesProblems(
        [
          { file: 'a.md', series: { key: 'luau-course', part: 1 } },
          { file: 'b.md', series: { key: 'luau-course', part: 3 } },
        ],
        files,
        texts,
      ),
    ).toEqual([]);
  });
});

describe('seriesOutline and seriesNeighbours', () => {
  const member = (part: number, published = true) => ({
    id: part,
    part,
    title: `Part ${part}`,
    path: `/articles/p${part}`,
    published,
  });

  it('lists every part in order; a draft, a scheduled or an unwritten part is coming soon (no link)', () => {
    const outline = seriesOutline([member(4), member(1), member(3, false)]);
    expect(outline).toEqual([
      { part: 1, title: 'Part 1', path: '/articles/p1' },
      { part: 2 },
      { part: 3 },
      { part: 4, title: 'Part 4', path: '/articles/p4' },
    ]);
    // previous and next skip the parts still to come
    expect(seriesNeighbours(outline, 1)).toEqual({ previous: null, next: outline[3] });
    expect(seriesNeighbours(outline, 4)).toEqual({ previous: outline[0], next: null });
  });
});
