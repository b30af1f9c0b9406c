import { isDatabaseUnavailable } from './transient-errors.js';

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['an administrator shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a server still starting', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception class', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a wrapped driver error',
      { message: 'query failed', driverError: Object.assign(new Error('x'), { code: '57P01' }) },
    ],
  ])('recognises %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('undefined is not a function')],
  ])('does not excuse %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
