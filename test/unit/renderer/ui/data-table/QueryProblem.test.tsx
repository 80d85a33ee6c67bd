// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryProblem } from '../../../../../renderer/ui/data-table/QueryProblem';
import { renderWithMantine } from '../../render';

afterEach(cleanup);

describe('QueryProblem', () => {
  it("explains a server's refusal in plain language with what to do, the server's own code and words beside it", () => {
    renderWithMantine(
      <QueryProblem
        title="The devices could not be loaded"
        error={{
          code: 'unauthorized',
          details: {
            status: 403,
            errorCode: 'INSUFFICIENT_PRIVILEGES',
            reason: 'INSUFFICIENT_PRIVILEGES',
            operation: 'queryDevices',
            serverMessage: 'Access denied: this endpoint needs a token of an organization administrator',
          },
        }}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByTestId('query-problem-explanation').textContent).toBe(
      'This token belongs to a user without the right to list devices.',
    );
    const alert = screen.getByTestId('query-problem');
    expect(alert.textContent).toContain("set the profile's kind to match");
    expect(screen.getByTestId('query-problem-server').textContent).toContain(
      'Access denied: this endpoint needs a token of an organization administrator',
    );
    expect(alert.textContent).toContain(
      'HTTP 403 · INSUFFICIENT_PRIVILEGES, reason INSUFFICIENT_PRIVILEGES · unauthorized',
    );
  });

  it('words the error from its code where the table has nothing to add', () => {
    renderWithMantine(
      <QueryProblem
        title="x"
        error={{ code: 'timeout', details: { host: 'mdm.example.com', ms: 60_000, phase: 'response' } }}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByTestId('query-problem').textContent).toContain('did not answer within 60 s.');
    expect(screen.queryByTestId('query-problem-explanation')).toBeNull();
  });
});
