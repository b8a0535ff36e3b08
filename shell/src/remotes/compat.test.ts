import { incompatibility } from './compat';

const host = { 'shared-ui': '1.0.0', 'shared-api': '1.3.0' };

test('same majors are accepted, another major is refused', () => {
  expect(
    incompatibility(
      {
        shared: [
          { name: 'shared-ui', version: '1.2.0' },
          { name: 'shared-api', version: '1.0.0' },
        ],
      },
      host,
    ),
  ).toBeNull();
  expect(incompatibility({ shared: [{ name: 'shared-ui', version: '2.0.0' }] }, host)).toMatch(
    /shared-ui 2.0.0/,
  );
  expect(incompatibility({ shared: [{ name: 'shared-api', version: '0.9.0' }] }, host)).toMatch(/shared-api/);
  expect(incompatibility({ shared: [{ name: 'react', version: '18.0.0' }] }, host)).toBeNull();
});
