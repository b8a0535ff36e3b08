import { screen } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { price } from '../test/fixtures';
import { PriceCard } from './PriceCard';

const none = { ...price, price: null, change24h: null, marketCap: null, volume24h: null, source: 'none' };

test('a real feed: price, 24 h change and market cap', async () => {
  installFetchStub({ '/api/gor/price': { body: price } });
  renderWithProviders(<PriceCard />, { path: '/', url: '/' });
  expect(await screen.findByTestId('gor-price')).toHaveTextContent('$0.0123');
  expect(screen.getByText('+2.50%')).toBeInTheDocument();
  expect(screen.getByText('Market cap $12.30M')).toBeInTheDocument();
});

test('no price feed: says so, and shows no dollar figure at all', async () => {
  installFetchStub({ '/api/gor/price': { body: none } });
  const { container } = renderWithProviders(<PriceCard />, { path: '/', url: '/' });
  expect(await screen.findByTestId('gor-price')).toHaveTextContent('No price feed');
  expect(container.textContent).not.toMatch(/\$|%/);
});

test('a configured feed that has not answered says it is unavailable', async () => {
  installFetchStub({ '/api/gor/price': { body: { ...none, source: 'unavailable' } } });
  renderWithProviders(<PriceCard />, { path: '/', url: '/' });
  expect(await screen.findByTestId('gor-price')).toHaveTextContent('Price feed unavailable');
});
