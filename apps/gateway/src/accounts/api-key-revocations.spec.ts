import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BusClosedError, type MessageBus } from '@reelsmith/messaging';
import type { AccountsService } from './accounts.service.js';
import { ApiKeyRevocations } from './api-key-revocations.js';

describe(ApiKeyRevocations.name, () => {
  const trustCache = jest.fn();
  const start = (onBroadcast: () => Promise<void>) =>
    new ApiKeyRevocations(
      { onBroadcast } as unknown as MessageBus,
      {
        trustCache,
      } as unknown as AccountsService,
    ).onApplicationBootstrap();

  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps trying to listen while NATS is away, and trusts the cache once it listens', async () => {
    const onBroadcast = jest
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('no NATS yet'))
      .mockResolvedValueOnce(undefined);
    start(onBroadcast);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(onBroadcast).toHaveBeenCalledTimes(2);
    expect(trustCache).toHaveBeenCalledWith(true);
  });

  it('stops trying once the app has shut its bus, leaving no timer to keep the process alive', async () => {
    const onBroadcast = jest.fn<() => Promise<void>>().mockRejectedValue(new BusClosedError());
    start(onBroadcast);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(onBroadcast).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
