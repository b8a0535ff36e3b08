import { act, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useNetwork, useThemeMode, useToast } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';

function Probe() {
  const client = useQueryClient();
  const { network } = useNetwork();
  const { mode } = useThemeMode();
  const { pathname } = useLocation();
  const { toast } = useToast();
  const q = client.getDefaultOptions().queries;
  return (
    <p>
      {network} {mode} {pathname} focus:{String(q?.refetchOnWindowFocus)} retry:{String(q?.retry)}
      <button onClick={() => toast({ title: 'Copied!' })}>toast</button>
    </p>
  );
}

test('one assembly: router, query defaults, network, theme and the toast area', () => {
  renderWithProviders(<Probe />, { url: '/blocks', network: 'mainnet', themeMode: 'light' });
  expect(screen.getByText(/mainnet light \/blocks focus:false retry:false/)).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'toast' }).click());
  expect(screen.getByText('Copied!')).toBeInTheDocument();
});
