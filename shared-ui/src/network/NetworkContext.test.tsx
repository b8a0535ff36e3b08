import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NetworkProvider, useNetwork } from './NetworkContext';

const wrapper = ({ children }: { children: ReactNode }) => <NetworkProvider>{children}</NetworkProvider>;

test('testnet is the default and the flags follow the network', () => {
  const { result } = renderHook(() => useNetwork(), { wrapper });
  expect(result.current.network).toBe('testnet');
  expect(result.current.isTestnet).toBe(true);
  expect(result.current.isMainnet).toBe(false);
  act(() => result.current.toggleNetwork());
  expect(result.current.network).toBe('mainnet');
  expect(result.current.isMainnet).toBe(true);
  expect(result.current.isTestnet).toBe(false);
  act(() => result.current.setNetwork('testnet'));
  expect(result.current.isTestnet).toBe(true);
});

test('using the context outside its provider throws a descriptive error', () => {
  function Bare() {
    useNetwork();
    return null;
  }
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Bare />)).toThrow('useNetwork must be used within a NetworkProvider');
  spy.mockRestore();
});

test('consumers re-render on toggle', () => {
  function Show() {
    const { network, toggleNetwork } = useNetwork();
    return <button onClick={toggleNetwork}>{network}</button>;
  }
  render(<Show />, { wrapper });
  act(() => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('mainnet');
});
