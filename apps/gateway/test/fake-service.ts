import type { Msg, Subscription } from '@nats-io/transport-node';
import {
  ServiceError,
  requestSubject,
  type Product,
  type RequestName,
  type RequestPayload,
  type ResponsePayload,
} from '@reelsmith/contracts';
import type { MessageBus } from '@reelsmith/messaging';

/** A product as the catalog would answer it. */
export const product = (id: string, name = 'Mug'): Product => ({
  id,
  name,
  description: null,
  image_url: 'http://127.0.0.1/m.png',
  images: ['http://127.0.0.1/m.png'],
  price: null,
  source_url: null,
  external_id: null,
  brand: null,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});

export interface FakeService<N extends RequestName> {
  /** Every payload the fake was asked with, in order. */
  readonly calls: Array<RequestPayload<N>>;
  stop(): void;
}

/**
 * Answers one request as the real service would over NATS (Nest's reply packet), so gateway
 * tests can run without the service: the answer may be a value, a thrown ServiceError, or late.
 */
export async function fakeService<N extends RequestName>(
  bus: MessageBus,
  name: N,
  answer: (payload: RequestPayload<N>, call: number) => Promise<ResponsePayload<N>> | ResponsePayload<N>,
): Promise<FakeService<N>> {
  const calls: Array<RequestPayload<N>> = [];
  const connection = await bus.connection();
  const subscription: Subscription = connection.subscribe(requestSubject(name), {
    callback: (_error, message: Msg) => {
      const packet = message.json<{ id: string; data: RequestPayload<N> }>();
      calls.push(packet.data);
      void (async () => {
        try {
          const response = await answer(packet.data, calls.length);
          message.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
        } catch (error) {
          const err =
            error instanceof ServiceError ? error.toBody() : { code: 'internal_error', message: String(error) };
          message.respond(JSON.stringify({ id: packet.id, err, isDisposed: true }));
        }
      })();
    },
  });
  await connection.flush();
  return { calls, stop: () => subscription.unsubscribe() };
}
