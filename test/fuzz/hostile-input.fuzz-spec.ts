import fc from 'fast-check';
import { ReelsmithError, type Reelsmith, type TopUp } from '@reelsmith/sdk';
import { ApiClient, FakeStripe, TestStack, waitForBalance, waitForVideo } from '@reelsmith/testing';
import {
  BODY_LIMIT,
  NASTY_STRINGS,
  encodeSegment,
  hostileBody,
  hostileSegment,
  resolve,
  toJsonText,
  validValue,
  type Schema,
} from './openapi-arbitraries.js';

/**
 * Hostile input through the gateway: requests generated from /v1/openapi.json (wrong types,
 * boundaries, huge and deep values, Unicode edge cases, other accounts' ids, forged Stripe
 * signatures). Whatever comes in: no 5xx, every 4xx in the contract's error format, and a
 * refused request changes nothing. `FUZZ_SEED=<n>` replays a run; `FUZZ_RUNS` scales it.
 * The hostile requests are raw HTTP (no SDK would send them); the setup and the state a
 * refused request must leave alone go through the SDK, as a customer would see them.
 */

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query' | 'header'; schema: Schema }>;
  body?: Schema;
  security: 'apiKey' | 'adminToken' | 'none';
}

interface FuzzRequest {
  method: string;
  /** Below the API's base URL (`/v1`), with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Account {
  id: string;
  apiKey: string;
  rs: Reelsmith;
}

const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
/**
 * Requests per run of each property. Every run draws a new seed, so CI covers more of the input
 * space run after run; one run pays a state snapshot (eight API reads, four queries) per request.
 */
const DOCUMENTED_REQUESTS = 200 * RUNS;
const FOREIGN_ID_REQUESTS = 30 * RUNS;
const FORGED_SIGNATURES = 40 * RUNS;

/** The contract's status → error type table (shared/spec/contract.md, "Errors"). */
const TYPE_OF_STATUS: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'insufficient_credits',
  404: 'not_found',
  409: 'idempotency_error',
  413: 'invalid_request_error',
  415: 'invalid_request_error',
  429: 'rate_limit_error',
};

/** What a stack trace or an internal path looks like in a body. */
const LEAK = /\n\s+at .+:\d+:\d+|node_modules|\/src\/.+\.ts|TypeError|ReferenceError|QueryFailedError/;

describe('hostile input through the gateway', () => {
  let stripe: FakeStripe;
  let stack: TestStack;
  let operations: Operation[];
  let components: Record<string, Schema>;
  /** The account that sends the requests: it never has credits, so nothing it does runs on later. */
  let mine: Account;
  /** Another account whose ids the requests try: never visible, never changed by `mine`. */
  let theirs: Account;
  /** Ids worth trying in paths and fields, by what they name. */
  let ids: { own: string[]; others: string[]; missing: string[]; templates: string[]; grantable: string[] };
  let theirTopUp: TopUp;
  let theirCredits: number;
  /** The state as the last request left it; a refused request must leave it so. */
  let state: string;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    stack = await TestStack.start({
      ...stripe.env,
      // The fuzz sends hundreds of requests a second; the limiter has its own tests.
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_BURST: '100000',
    });
    const document = (await new ApiClient(stack.baseUrl).get<OpenApiDocument>('/openapi.json')).body;
    components = document.components.schemas;
    operations = operationsOf(document);

    mine = await account('Fuzzed shop');
    theirs = await account('Other shop');
    const grantable = await account('Granted shop');
    const myProduct = await mine.rs.products.create({ name: 'Mine', image_url: 'https://example.com/a.png' });
    const theirProduct = await theirs.rs.products.create({
      name: 'Theirs',
      // Unreachable, so their video fails at once and nothing runs on during the fuzz.
      image_url: 'http://127.0.0.1:9/nothing.png',
    });
    const templates = (await mine.rs.templates.list({ limit: 100 })).data;
    theirCredits = templates[0]!.credits;
    await stack.grantCredits(theirs.id, theirCredits);
    const theirVideo = await theirs.rs.videos.create({ template_id: templates[0]!.id, product_id: theirProduct.id });
    expect((await waitForVideo(theirs.rs, theirVideo.id)).status).toBe('failed');
    await waitForBalance(theirs.rs, theirCredits, { description: 'their refund' });
    theirTopUp = await theirs.rs.balance.topUp({ amount: 1000, currency: 'usd' });

    ids = {
      own: [myProduct.id, mine.id],
      others: [theirProduct.id, theirVideo.id, theirTopUp.id, theirs.id],
      missing: [
        'prod_01NOSUCHPRODUCT0000000000',
        'vid_01NOSUCHVIDEO00000000000',
        'tmpl_01NOSUCHTEMPLATE000000000',
        'acct_01NOSUCHACCOUNT00000000000',
        'topup_01NOSUCHTOPUP0000000000',
      ],
      templates: templates.map((template) => template.id),
      grantable: [grantable.id],
    };
    state = await snapshot();
  });

  afterAll(async () => {
    await stack?.dispose();
    await stripe?.stop();
  });

  async function account(name: string): Promise<Account> {
    const created = await stack.createAccount(name);
    return { ...created, rs: stack.client(created.apiKey) };
  }

  /** One thing an account reads, by name: what it got, or the status and code of the refusal. */
  async function view(name: string, read: () => PromiseLike<unknown>): Promise<[string, unknown]> {
    try {
      return [name, await read()];
    } catch (error) {
      if (error instanceof ReelsmithError) return [name, { refused: error.status, code: error.code }];
      throw error;
    }
  }

  /** What a refused request must leave alone: both accounts as the API shows them, and row counts. */
  async function snapshot(): Promise<string> {
    const views = await Promise.all(
      [mine, theirs].flatMap(({ rs }) => [
        view('products', () => rs.products.list({ limit: 100 })),
        view('videos', () => rs.videos.list({ limit: 100 })),
        view('balance', () => rs.balance.retrieve()),
        view('transactions', () => rs.balance.transactions.list({ limit: 100 })),
      ]),
    );
    const counts = await Promise.all([
      stack.query(
        'gateway',
        `SELECT (SELECT count(*) FROM "accounts") AS accounts, (SELECT count(*) FROM "api_keys") AS api_keys,
                (SELECT count(*) FROM "idempotency_keys") AS idempotency_keys`,
      ),
      stack.query('catalog', `SELECT count(*) AS products, max("updated_at") AS updated FROM "products"`),
      stack.query('videos', `SELECT count(*) AS videos FROM "videos"`),
      stack.query(
        'billing',
        `SELECT (SELECT count(*) FROM "transactions") AS transactions, (SELECT count(*) FROM "top_ups") AS top_ups,
                (SELECT coalesce(sum("credits"), 0) FROM "balances") AS credits`,
      ),
    ]);
    return JSON.stringify({ views, counts });
  }

  async function send(request: FuzzRequest): Promise<{ status: number; contentType: string; text: string }> {
    const response = await fetch(`${stack.baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  /** The contract's promises for any answer to any request. */
  function expectContractAnswer(request: FuzzRequest, answer: { status: number; contentType: string; text: string }) {
    const shown = `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} body ${request.body?.slice(0, 300) ?? '(none)'} → ${answer.status} ${answer.text.slice(0, 500)}`;
    if (answer.status >= 500) throw new Error(`server error: ${shown}`);
    if (LEAK.test(answer.text)) throw new Error(`internals leaked: ${shown}`);
    if (answer.status < 400) return;
    if (!answer.contentType.startsWith('application/json')) {
      // The checkout pages are HTML for a browser, their errors too.
      if (request.path.startsWith('/checkout/') && answer.contentType.startsWith('text/html')) return;
      throw new Error(`a ${answer.status} that is not JSON: ${shown}`);
    }
    const body = JSON.parse(answer.text) as { error?: Record<string, unknown> };
    const error = body.error;
    const wellFormed =
      Object.keys(body).length === 1 &&
      error !== undefined &&
      typeof error.type === 'string' &&
      typeof error.code === 'string' &&
      error.code.length > 0 &&
      typeof error.message === 'string' &&
      error.message.length > 0 &&
      (error.param === undefined || typeof error.param === 'string') &&
      Object.keys(error).every((key) => ['type', 'code', 'message', 'param'].includes(key));
    if (!wellFormed) throw new Error(`not the contract's error format: ${shown}`);
    const expectedType = TYPE_OF_STATUS[answer.status];
    if (expectedType && error.type !== expectedType) throw new Error(`type ${String(error.type)} for ${shown}`);
    if (answer.status === 413 && error.code !== 'body_too_large') throw new Error(`413 code: ${shown}`);
    if (answer.status === 415 && error.code !== 'unsupported_media_type') throw new Error(`415 code: ${shown}`);
  }

  /** Sends one request and holds it to the contract; a refused one must change nothing. */
  async function check(request: FuzzRequest): Promise<number> {
    const answer = await send(request);
    expectContractAnswer(request, answer);
    const [before, after] = [state, await snapshot()];
    state = after;
    if (answer.status >= 400 && after !== before)
      throw new Error(
        `a refused request (${answer.status}) changed state: ${request.method} ${request.path.slice(0, 300)} ${request.body?.slice(0, 300) ?? ''}\n${difference(before, after)}`,
      );
    return answer.status;
  }

  const authFor = (security: Operation['security']): fc.Arbitrary<Record<string, string>> => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const hostile = fc.constantFrom<Record<string, string>>(
      {},
      bearer('rs_live_' + 'A'.repeat(43)),
      bearer(''),
      { authorization: 'Basic Zm9vOmJhcg==' },
      { authorization: 'Bearer' },
      { authorization: 'bearer rs_live_x' },
      { authorization: `Bearer ${'x'.repeat(8_000)}` },
      { authorization: 'Bearer \u00ff\u00fe' },
    );
    switch (security) {
      case 'apiKey':
        return fc.oneof(
          { weight: 8, arbitrary: fc.constant(bearer(mine.apiKey)) },
          { weight: 1, arbitrary: fc.constant(bearer(stack.adminToken)) },
          { weight: 2, arbitrary: hostile },
        );
      case 'adminToken':
        return fc.oneof(
          { weight: 6, arbitrary: fc.constant(bearer(stack.adminToken)) },
          { weight: 1, arbitrary: fc.constant(bearer(mine.apiKey)) },
          { weight: 2, arbitrary: hostile },
        );
      case 'none':
        return fc.oneof(fc.constant({}), fc.constant(bearer(mine.apiKey)));
    }
  };

  /** An id for a path parameter or an id field: ours, theirs, missing, or hostile text. */
  const idFor = (operation: Operation): fc.Arbitrary<string> => {
    // Credits are granted only to an account nothing else uses, so no grant lets `mine` start a
    // render that would change its state later on. Checkout pages are not paid with their ids:
    // whoever holds a checkout URL may pay it, which is not a refusal to test.
    const grant = operation.path.endsWith('/credits');
    const pay = operation.path.startsWith('/checkout/') && operation.method !== 'get';
    const known = grant ? [...ids.grantable, ...ids.missing] : pay ? ids.missing : [...ids.own, ...ids.others];
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known, ...ids.missing, ...ids.templates) },
      { weight: 2, arbitrary: hostileSegment },
    );
  };

  const queryFor = (operation: Operation): fc.Arbitrary<string> => {
    const fields = operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) =>
        fc.option(
          fc
            .oneof(
              validValue(parameter.schema, components).map((value) =>
                encodeSegment(typeof value === 'string' ? value : JSON.stringify(value)),
              ),
              fc.constantFrom(...ids.own, ...ids.others, ...ids.missing),
              hostileSegment,
            )
            .map((value) => `${parameter.name}=${value}`),
          { nil: undefined },
        ),
      );
    const extra = fc.option(
      fc.constantFrom('limit=1&limit=2', 'limit[]=1', 'limit[a]=b', 'unknown=1', '__proto__[x]=1', '=', '&&&', 'a=%'),
      { nil: undefined },
    );
    return fc.tuple(fc.tuple(...fields), extra).map(([parts, more]) => {
      const query = [...parts, more].filter((part): part is string => part !== undefined).join('&');
      return query ? `?${query}` : '';
    });
  };

  /** The body: JSON from the schema made hostile, or bytes that are not what the route takes. */
  const bodyFor = (operation: Operation): fc.Arbitrary<{ body?: string; headers: Record<string, string> }> => {
    const json = { 'content-type': 'application/json' };
    const raw = fc.constantFrom<{ body?: string; headers: Record<string, string> }>(
      { body: '{', headers: json },
      { body: '{"name": ', headers: json },
      { body: '{"a":1}garbage', headers: json },
      { body: '\ufeff{}', headers: json },
      { body: 'nul', headers: json },
      { body: '', headers: json },
      { body: '"\\ud800"', headers: json },
      { body: '{"a":"\\u0000"}', headers: json },
      { body: `{"a":"${'x'.repeat(BODY_LIMIT)}"}`, headers: json },
      { body: 'name=Mug', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { body: 'hello', headers: { 'content-type': 'text/plain' } },
      { body: '{}', headers: { 'content-type': 'application/json; charset=latin1' } },
      { body: '{}', headers: { 'content-type': 'application/jsonx' } },
      { body: '--x\r\n\r\n--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { body: '{}', headers: {} },
    );
    if (!operation.body) {
      if (operation.method === 'get' || operation.method === 'delete') return fc.constant({ headers: {} });
      return fc.oneof(fc.constant({ headers: {} }), raw);
    }
    const generated = hostileBody(operation.body, components).map((value) => ({
      body: toJsonText(value),
      headers: json,
    }));
    return fc.oneof({ weight: 4, arbitrary: generated }, { weight: 1, arbitrary: raw });
  };

  const idempotencyKey = fc.option(
    fc.oneof(fc.uuid(), fc.constantFrom('same-key', 'x'.repeat(256), '\u00ff\u00e9', ' ', 'key\tkey')),
    { nil: undefined },
  );

  const requestFor = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    return fc
      .record({
        segments: fc.tuple(...pathParameters.map(() => idFor(operation))),
        query: queryFor(operation),
        auth: authFor(operation.security),
        payload: bodyFor(operation),
        idempotency: operation.method === 'post' ? idempotencyKey : fc.constant(undefined),
      })
      .map(({ segments, query, auth, payload, idempotency }) => {
        let path = operation.path;
        pathParameters.forEach((parameter, index) => {
          path = path.replace(`{${parameter.name}}`, segments[index]!);
        });
        return {
          method: operation.method.toUpperCase(),
          path: `${path}${query}`,
          headers: {
            ...auth,
            ...payload.headers,
            ...(idempotency === undefined ? {} : { 'idempotency-key': idempotency }),
          },
          body: payload.body,
        };
      });
  };

  it('answers every generated request within the contract and changes nothing when it refuses', async () => {
    const documented = fc.constantFrom(...operations).chain(requestFor);
    const unknownRoute = fc
      .tuple(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        hostileSegment,
        fc.constantFrom('', '/x', '/../..'),
      )
      .map(([method, segment, tail]) => ({ method, path: `/${segment}${tail}`, headers: {} }));
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 12, arbitrary: documented }, { weight: 1, arbitrary: unknownRoute }),
        async (request) => {
          const status = await check(request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      ),
      { numRuns: DOCUMENTED_REQUESTS, seed: SEED, endOnFailure: true },
    );
    // Every request was generated and answered.
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(DOCUMENTED_REQUESTS);
    // The generator reaches past validation too, not only into it.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    expect([...statuses.keys()].filter((status) => status >= 400).length).toBeGreaterThan(3);
  }, 900_000);

  it("never shows or changes another account's records", async () => {
    const reads = ['/products/', '/videos/'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ids.others),
        fc.constantFrom('GET', 'PATCH', 'DELETE'),
        fc.constantFrom(...reads),
        fc.constantFrom('', '%20', '/', '?x=1', '%00'),
        async (id, method, collection, suffix) => {
          const request: FuzzRequest = {
            method,
            path: `${collection}${id}${suffix}`,
            headers: {
              authorization: `Bearer ${mine.apiKey}`,
              ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}),
            },
            body: method === 'PATCH' ? JSON.stringify({ name: 'Mine now' }) : undefined,
          };
          const status = await check(request);
          expect([400, 404]).toContain(status);
        },
      ),
      { numRuns: FOREIGN_ID_REQUESTS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);

  it('refuses every forged or replayed Stripe signature and adds no credits', async () => {
    // Their real, unpaid checkout session, as Stripe would describe it once paid.
    const session = {
      ...stripe.session(theirTopUp.checkout_url.split('/').at(-1)!),
      status: 'complete',
      payment_status: 'paid',
    };
    const payloads = fc.oneof(
      fc.constant(stripe.event('checkout.session.completed', session)),
      fc
        .constantFrom('checkout.session.async_payment_succeeded', 'checkout.session.expired', 'charge.refunded')
        .map((type) => stripe.event(type, session)),
      fc.constantFrom(...NASTY_STRINGS).map((text) => stripe.event('checkout.session.completed', { id: text })),
      fc.constantFrom('{}', '[]', '', 'null', '{"type":"checkout.session.completed"}'),
    );
    const now = Math.floor(Date.now() / 1000);
    const signatures = (payload: string): fc.Arbitrary<string | undefined> =>
      fc.oneof(
        fc.constant(undefined),
        fc.constant(''),
        fc.constant(FakeStripe.sign(payload, { secret: 'whsec_not_the_secret' })),
        fc.constant(FakeStripe.sign(payload, { timestamp: now - 3_600 })),
        fc.constant(FakeStripe.sign(`${payload} `)),
        fc.constant(FakeStripe.sign(payload).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)),
        fc.constant(`t=${now},v0=${'a'.repeat(64)}`),
        fc.constant(`t=${now},v1=`),
        fc.constant('t=abc,v1=xyz'),
        fc.string({ unit: 'binary-ascii', maxLength: 100 }),
      );
    const forged = payloads.chain((payload) =>
      fc.tuple(fc.constant(payload), signatures(payload), fc.constantFrom('application/json', 'text/plain', '')),
    );
    await fc.assert(
      fc.asyncProperty(forged, async ([payload, signature, contentType]) => {
        const headers: Record<string, string> = {};
        if (contentType) headers['content-type'] = contentType;
        if (signature !== undefined) headers['stripe-signature'] = signature.replace(/[^\x20-\x7e]/g, '?');
        const status = await check({ method: 'POST', path: '/payments/stripe/webhook', headers, body: payload });
        expect(status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: FORGED_SIGNATURES, seed: SEED, endOnFailure: true },
    );
    expect((await theirs.rs.balance.retrieve()).credits).toBe(theirCredits);
  }, 600_000);
});

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Schema> };
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Array<Record<string, unknown>>;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      const body = operation.requestBody?.content['application/json']?.schema;
      return {
        method,
        path,
        parameters: operation.parameters ?? [],
        body: body ? resolve(body, document.components.schemas) : undefined,
        security: scheme === 'apiKey' || scheme === 'adminToken' ? scheme : 'none',
      } satisfies Operation;
    }),
  );
}

/** The parts of two snapshots that differ, for the failure message. */
function difference(before: string, after: string): string {
  const [a, b] = [before, after].map((text) => JSON.parse(text) as { views: unknown[]; counts: unknown[] });
  const parts = [
    ...a!.views.map((view, index) => [view, b!.views[index]]),
    ...a!.counts.map((count, index) => [count, b!.counts[index]]),
  ];
  return parts
    .filter(([x, y]) => JSON.stringify(x) !== JSON.stringify(y))
    .map(([x, y]) => `before ${JSON.stringify(x).slice(0, 400)}\nafter  ${JSON.stringify(y).slice(0, 400)}`)
    .join('\n');
}
