import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('search parameters in page URLs', () => {
  it('keeps a numeric applicationId on /auth as typed, instead of rewriting it to a JSON string', async () => {
    const { history } = renderApp('/auth?applicationId=8&applicationEmail=ari%40northwind.example');
    expect(await screen.findByRole('heading', { name: 'Create Your Client Account' })).toBeTruthy();
    // The router re-writes the URL from the validated search once it has mounted: it must come out the same.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history.location.search).toBe('?applicationId=8&applicationEmail=ari%40northwind.example');
  });

  it('keeps a result token that looks like a number', async () => {
    const { history } = renderApp('/result/1?token=12345');
    await waitFor(() => expect(history.location.pathname).toBe('/result/1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history.location.search).toBe('?token=12345');
  });
});
