// ExactAmount: the rounded amount on screen, the exact one a hover or a focus away, Copy copying it.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { ExactAmount } from 'shared-ui/entities';

beforeEach(() => {
  Object.assign(navigator, { clipboard: { writeText: jest.fn(async () => undefined) } });
});

test('focus shows the exact value after the tooltip delay; a screen reader has it as the description', () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<ExactAmount text="0.000015 GOR" exact="0.000014915 GOR" />);
    const amount = screen.getByText('0.000015 GOR');
    expect(amount).toHaveAttribute('tabindex', '0');
    expect(amount).toHaveAccessibleDescription('Exactly 0.000014915 GOR');
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => amount.focus());
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exactly 0.000014915 GOR');
    act(() => amount.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('Copy copies the exact value, never the rounded text; without `copy` there is no button', async () => {
  const { unmount } = renderWithProviders(
    <ExactAmount text="0.000015 GOR" exact="0.000014915 GOR" copy="0.000014915" copyLabel="Copy fee" />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Copy fee' }));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith('0.000014915');
  expect(await screen.findByText('Copied!')).toBeInTheDocument();
  unmount();
  renderWithProviders(<ExactAmount text="1.00 GOR" exact="1 GOR" />);
  expect(screen.queryByRole('button')).toBeNull();
});
