import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { TestNatsServer } from '@reelsmith/testing';
import { NoReplyError, RequestMux } from '../src/request-mux.js';

describe(RequestMux.name, () => {
  let nats: TestNatsServer;
  let responder: NatsConnection;
  let requester: NatsConnection;
  let mux: RequestMux;

  beforeAll(async () => {
    nats = await TestNatsServer.start();
    responder = await connect({ servers: nats.url });
    // Answers each request with its own body, the later ones first.
    responder.subscribe('echo', {
      callback: (_error, message) => {
        setTimeout(() => message.respond(message.data), 50 - message.data[0]!);
      },
    });
    responder.subscribe('silent', { callback: () => undefined });
    await responder.flush();
    requester = await connect({ servers: nats.url, inboxPrefix: '_INBOX_test' });
    mux = new RequestMux(requester, '_INBOX_test');
  });

  afterAll(async () => {
    await requester?.close();
    await responder?.close();
    await nats?.dispose();
  });

  it('hands every reply to the request it answers, however they interleave', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => String.fromCharCode(i + 1));
    const replies = await Promise.all(bodies.map((body) => mux.request('echo', body, headers(), 5_000)));
    expect(replies.map((reply) => reply.string())).toEqual(bodies);
  });

  it('fails at once when nobody listens on the subject, without waiting for its timeout', async () => {
    await expect(mux.request('nobody.listens', '{}', headers(), 60_000)).rejects.toThrow(
      new NoReplyError('no responders'),
    );
  });

  it('fails a request that gets no reply in time, and goes on serving the others', async () => {
    await expect(mux.request('silent', '{}', headers(), 200)).rejects.toThrow('no reply within 200 ms');
    expect((await mux.request('echo', '\u0001', headers(), 5_000)).string()).toBe('\u0001');
  });

  it('fails what is still waiting when the connection closes', async () => {
    const connection = await connect({ servers: nats.url, inboxPrefix: '_INBOX_closing' });
    const closing = new RequestMux(connection, '_INBOX_closing');
    const waiting = closing.request('silent', '{}', headers(), 60_000);
    await connection.close();
    await expect(waiting).rejects.toThrow('the NATS connection is closed');
  });
});
