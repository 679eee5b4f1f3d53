// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import { installFakeApi, reply } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { createQueryClient } from './query-client';
import { AUTH_USER_QUERY_KEY, useAuth, useAuthKeptFresh } from './use-auth';

// The session is asked again every 10 minutes by one reader on a page (the nav bar), not by each:
// every reader with the interval would keep a timer of its own.

const said = (auth: ReturnType<typeof useAuth>) => <p>{auth.user ? `signed in as ${auth.user.email}` : 'nobody'}</p>;

function Reader() {
  return said(useAuth());
}

function FreshReader() {
  return said(useAuthKeptFresh());
}

describe('the session readers', () => {
  it('all read the one session; only the kept-fresh one asks again every 10 minutes', async () => {
    const me = aUser('admin');
    const api = installFakeApi().on('GET', '/api/auth/user', () => reply(ZPublicUser, me));
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <FreshReader />
        <Reader />
        <Reader />
      </QueryClientProvider>,
    );
    expect(await screen.findAllByText(`signed in as ${me.email}`)).toHaveLength(3);
    expect(api.requests.filter((r) => r.path === '/api/auth/user')).toHaveLength(1);
    const observers = client.getQueryCache().find({ queryKey: AUTH_USER_QUERY_KEY })?.observers ?? [];
    expect(observers.map((o) => o.options.refetchInterval ?? false).sort()).toEqual([600_000, false, false]);
    client.clear();
  });
});
