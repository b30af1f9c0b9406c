import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');

interface NatsUser {
  user: string;
  permissions: { publish: string[]; subscribe: string[] };
}

const users = (
  parse(readFileSync(join(root, 'k8s/nats/values.yaml'), 'utf8')) as {
    config: { merge: { authorization: { users: NatsUser[] } } };
  }
).config.merge.authorization.users;

/** NATS subject matching: `*` is one token, `>` one or more at the end. */
function matches(pattern: string, subject: string): boolean {
  const wanted = pattern.split('.');
  const tokens = subject.split('.');
  for (const [index, token] of wanted.entries()) {
    if (token === '>') return tokens.length > index;
    if (index >= tokens.length || (token !== '*' && token !== tokens[index])) return false;
  }
  return wanted.length === tokens.length;
}

const mayPublish = (user: NatsUser, subject: string) => user.permissions.publish.some((p) => matches(p, subject));

const STREAMS = ['REELSMITH_EVENTS', 'REELSMITH_DEAD_LETTERS'];
const CONSUMER_CREATE = /^\$JS\.API\.CONSUMER\.CREATE\.REELSMITH_EVENTS\.([^.]+)\.(events\.v1\..+)$/;

describe('the NATS users of k8s/nats/values.yaml', () => {
  it('matches subjects as NATS does (the checks below are real)', () => {
    expect(matches('$JS.API.STREAM.*.REELSMITH_EVENTS', '$JS.API.STREAM.UPDATE.REELSMITH_EVENTS')).toBe(true);
    expect(matches('a.b.>', 'a.b.c.d')).toBe(true);
    expect(matches('a.b.>', 'a.b')).toBe(false);
    expect(matches('a.b', 'a.b.c')).toBe(false);
  });

  it('lets no app change, purge or delete a stream: settings and retention are the operator’s', () => {
    for (const user of users) {
      for (const stream of STREAMS) {
        for (const verb of ['UPDATE', 'PURGE', 'DELETE']) {
          const subject = `$JS.API.STREAM.${verb}.${stream}`;
          expect({ user: user.user, subject, allowed: mayPublish(user, subject) }).toMatchObject({ allowed: false });
        }
      }
    }
  });

  it("lets each app create its event consumers only under its own names, each with its own event's filter", () => {
    let consumers = 0;
    for (const user of users) {
      const creates = user.permissions.publish.filter((p) => p.startsWith('$JS.API.CONSUMER.CREATE.REELSMITH_EVENTS.'));
      for (const create of creates) {
        const [, durable, filter] = CONSUMER_CREATE.exec(create) ?? [];
        expect({ user: user.user, create, durable, filter }).toEqual({
          user: user.user,
          create,
          durable: `${user.user}__${filter!.slice('events.v1.'.length).replace(/\./g, '_')}`,
          filter: expect.not.stringMatching(/[*>]/),
        });
        // Without the filter in the subject, or with another one, the body could ask for any events.
        for (const wider of [
          `$JS.API.CONSUMER.CREATE.REELSMITH_EVENTS.${durable}`,
          `$JS.API.CONSUMER.CREATE.REELSMITH_EVENTS.${durable}.events.v1.billing.grant_credits`,
          `$JS.API.CONSUMER.DURABLE.CREATE.REELSMITH_EVENTS.${durable}`,
          `$JS.API.CONSUMER.CREATE.REELSMITH_EVENTS`,
        ]) {
          expect({ user: user.user, wider, allowed: mayPublish(user, wider) }).toMatchObject({ allowed: false });
        }
        consumers += 1;
      }
    }
    expect(consumers).toBeGreaterThan(10);
  });
});
