import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestStack } from '@reelsmith/testing';

// Looking for secrets in plain text in every service's database (stripe.e2e-spec.ts).

/** Apps with a database, read from their manifests (package.json `reelsmith.databaseEnv`). */
export function appsWithDatabases(): string[] {
  const appsDir = join(process.cwd(), 'apps');
  return readdirSync(appsDir).filter((app) => {
    const manifest = JSON.parse(readFileSync(join(appsDir, app, 'package.json'), 'utf8')) as {
      reelsmith?: { databaseEnv?: string };
    };
    return manifest.reelsmith?.databaseEnv !== undefined;
  });
}

/**
 * Where a secret is meant to live in a form that can be used: the webhooks service signs with
 * the account's whsec itself (HMAC needs the key), so webhook_secrets holds it. Nowhere else.
 */
export const HOMES: Record<string, { table: string; secrets: readonly string[] }> = {
  webhooks: { table: 'public.webhook_secrets', secrets: ['whsec before rotation', 'whsec after rotation'] },
};

export interface Sighting {
  app: string;
  table: string;
  secret: string;
}

/** Every (app, table, secret) where a secret's text appears in any column of any row. */
export async function scan(stack: TestStack, apps: string[], secrets: Record<string, string>): Promise<Sighting[]> {
  const labels = Object.keys(secrets);
  const values = Object.values(secrets);
  const sightings: Sighting[] = [];
  for (const app of apps) {
    const tables = await stack.query<{ schema: string; name: string }>(
      app,
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    for (const { schema, name } of tables) {
      const table = `${quote(schema)}.${quote(name)}`;
      // The whole row as text: every column, jsonb and arrays included.
      const found = await stack.query<{ label: string }>(
        app,
        `SELECT s.label FROM unnest($1::text[], $2::text[]) AS s(label, secret)
         WHERE EXISTS (SELECT 1 FROM ${table} AS t WHERE strpos(t::text, s.secret) > 0)`,
        [labels, values],
      );
      sightings.push(...found.map(({ label }) => ({ app, table: `${schema}.${name}`, secret: label })));
    }
  }
  return sightings;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
