import { nextStep, parseRetryAfter, type AttemptResult } from './retry-schedule.js';

const delays = [5, 300, 1800];
const answered = (statusCode: number, retryAfterSeconds: number | null = null): AttemptResult => ({
  statusCode,
  error: null,
  retryAfterSeconds,
});
const unreachable: AttemptResult = { statusCode: null, error: 'connection refused', retryAfterSeconds: null };
const noJitter = { finalAttempt: false, random: () => 0.5 };

describe(nextStep.name, () => {
  it('ends a delivery that got a 2xx', () => {
    expect(nextStep(answered(200), 1, delays, noJitter)).toEqual({ status: 'succeeded' });
    expect(nextStep(answered(204), 4, delays, noJitter)).toEqual({ status: 'succeeded' });
  });

  it('retries timeouts, refusals, redirects and other statuses on the schedule', () => {
    expect(nextStep(unreachable, 1, delays, noJitter)).toEqual({ status: 'pending', delaySeconds: 5 });
    expect(nextStep(answered(302), 2, delays, noJitter)).toEqual({ status: 'pending', delaySeconds: 300 });
    expect(nextStep(answered(500), 3, delays, noJitter)).toEqual({ status: 'pending', delaySeconds: 1800 });
  });

  it('gives up once the schedule is spent', () => {
    expect(nextStep(answered(500), 4, delays, noJitter)).toEqual({ status: 'failed' });
  });

  it('stops at once on 410 Gone', () => {
    expect(nextStep(answered(410), 1, delays, noJitter)).toEqual({ status: 'failed' });
  });

  it('makes a manual retry of a finished delivery a single attempt', () => {
    expect(nextStep(answered(500), 1, delays, { ...noJitter, finalAttempt: true })).toEqual({ status: 'failed' });
  });

  it('spreads retries by up to 10 %', () => {
    const low = nextStep(unreachable, 2, delays, { finalAttempt: false, random: () => 0 });
    const high = nextStep(unreachable, 2, delays, { finalAttempt: false, random: () => 1 });
    expect(low).toEqual({ status: 'pending', delaySeconds: 270 });
    expect(high).toEqual({ status: 'pending', delaySeconds: 330 });
  });

  it("waits as long as the receiver's Retry-After asks, up to a day", () => {
    expect(nextStep(answered(429, 60), 1, delays, noJitter)).toEqual({ status: 'pending', delaySeconds: 60 });
    expect(nextStep(answered(503, 1), 2, delays, noJitter)).toEqual({ status: 'pending', delaySeconds: 300 });
    expect(nextStep(answered(429, 10 ** 9), 1, delays, noJitter)).toEqual({ status: 'pending', delaySeconds: 86_400 });
  });
});

describe(parseRetryAfter.name, () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
