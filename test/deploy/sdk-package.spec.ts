import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

describe('@reelsmith/sdk outside the monorepo', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'reelsmith-sdk-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('installs from the tarball npm pack makes, and imports with its money rules', async () => {
    const tarballs = join(scratch, 'tarballs');
    const app = join(scratch, 'app');
    mkdirSync(tarballs);
    mkdirSync(app);
    await run('npm', ['pack', '-w', '@reelsmith/sdk', '--pack-destination', tarballs, '--loglevel=error'], {
      cwd: root,
    });
    // Its dependencies as tarballs of the versions the lockfile installed, so that the install
    // below needs no registry: the SDK's own tarball must carry everything else.
    for (const dependency of ['standardwebhooks', '@stablelib/base64', 'fast-sha256'])
      await run(
        'npm',
        ['pack', join(root, 'node_modules', dependency), '--pack-destination', tarballs, '--ignore-scripts'],
        { cwd: scratch },
      );
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'shop', private: true, type: 'module' }));
    await run(
      'npm',
      [
        'install',
        '--offline',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...readdirSync(tarballs).map((file) => join(tarballs, file)),
      ],
      { cwd: app },
    );

    const script = `
      import { Reelsmith, formatPrice, minorUnitExponent, parsePrice, verifyWebhook } from '@reelsmith/sdk';
      const client = new Reelsmith({ apiKey: 'rs_live_x', baseUrl: 'http://127.0.0.1:9/v1' });
      console.log(JSON.stringify({
        client: typeof client.videos.create,
        verify: typeof verifyWebhook,
        price: formatPrice({ amount: 149000, currency: 'rub' }, 'ru'),
        kwd: parsePrice('1.990', 'kwd'),
        idr: minorUnitExponent('idr'),
      }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    expect(JSON.parse(stdout)).toEqual({
      client: 'function',
      verify: 'function',
      price: '1\u00a0490\u00a0₽',
      kwd: 1990,
      idr: 2,
    });
  }, 180_000);
});
