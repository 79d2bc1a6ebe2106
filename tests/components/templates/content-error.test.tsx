/** The preview's page at the address of a broken article (src/templates/content-error.tsx). */
import { render, screen, within } from '@testing-library/react';
import ContentErrorTemplate from '../../../src/templates/content-error';
import { error, formatProblem, warning } from '../../../src/domain/content/problems';
import type { ContentErrorContext } from '../../../src/types/page-context';

type Props = React.ComponentProps<typeof ContentErrorTemplate>;

it('names the file, the line, the field and the fix, in the words check:content prints', () => {
  const idError = {
    ...error('content/articles/a.md', 'id', 'must be a positive integer (got "twelve").'),
    line: 2,
  };
  const coverWarning = warning('content/articles/a.md', 'cover', 'is large.');
  const pageContext: ContentErrorContext = {
    sponsored: [],
    errorPage: { file: 'content/articles/a.md', problems: [idError, coverWarning] },
  };
  render(<ContentErrorTemplate {...({ pageContext } as unknown as Props)} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This article has an error');
  expect(screen.getByText(/save the file: this page turns into the article by itself/)).toBeInTheDocument();
  const [first, second] = screen.getAllByTestId('content-problem');
  expect(within(first).getByText('content/articles/a.md:2')).toBeInTheDocument();
  expect(within(first).getByText('id')).toBeInTheDocument();
  expect(within(first).getByText('must be a positive integer (got "twelve").')).toBeInTheDocument();
  expect(within(first).getByText(formatProblem(idError))).toBeInTheDocument();
  expect(within(second).getByText(formatProblem(coverWarning))).toBeInTheDocument();
  expect(screen.getByText('npm run check:content -- content/articles/a.md')).toBeInTheDocument();
});
