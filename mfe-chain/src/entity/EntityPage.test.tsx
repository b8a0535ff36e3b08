import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { EntityPage, type EntityQuery } from './EntityPage';

const messages = {
  page: 'ThingPage',
  loading: { title: 'Thing Details', rows: 3 },
  notFound: { title: 'Thing Not Found', description: 'No such thing.' },
  failed: 'Could not load thing',
};

function query(over: Partial<EntityQuery<string>>): EntityQuery<string> {
  return { data: undefined, error: null, isPending: false, fetchStatus: 'idle', refetch: jest.fn(), ...over };
}

function show(
  q: EntityQuery<string>,
  extra: { valid?: boolean; invalid?: { title: string; description: string } } = {},
) {
  return renderWithProviders(
    <EntityPage {...messages} {...extra} query={q}>
      {(thing) => <p>The thing: {thing}</p>}
    </EntityPage>,
  );
}

test('the entity once loaded', () => {
  show(query({ data: 'apple' }));
  expect(screen.getByText('The thing: apple')).toBeInTheDocument();
});

test('the frame with skeleton rows while it loads', () => {
  const { container } = show(query({ isPending: true, fetchStatus: 'fetching' }));
  expect(screen.getByRole('heading', { name: 'Thing Details' })).toBeInTheDocument();
  expect(container.querySelector('[data-page="ThingPage"]')).not.toBeNull();
});

test('not found: an unknown entity, a query that never ran, a malformed parameter', () => {
  const { unmount } = show(query({ error: new ApiError(404, 'Not Found', '') }));
  expect(screen.getByText('Thing Not Found')).toBeInTheDocument();
  unmount();
  const second = show(query({ isPending: true }));
  expect(screen.getByText('No such thing.')).toBeInTheDocument();
  second.unmount();
  show(query({}), {
    valid: false,
    invalid: { title: 'Thing Not Found', description: 'Things are numbers.' },
  });
  expect(screen.getByText('Things are numbers.')).toBeInTheDocument();
});

test('any other failure: its message and a Retry button that asks again', () => {
  const q = query({ error: new ApiError(503, 'Service Unavailable', '') });
  show(q);
  expect(screen.getByText('Could not load thing')).toBeInTheDocument();
  expect(screen.getByText('503: Service Unavailable')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(q.refetch).toHaveBeenCalled();
});
