import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceError, type TemplateDetail } from '@reelsmith/contracts';
import { BUILT_IN_TEMPLATES_DIR, type TemplateBody } from '@reelsmith/templates';
import { MAX_TEMPLATES_PER_ACCOUNT } from '../src/templates/templates.service.js';
import { CatalogHarness } from './catalog-harness.js';
import { bodyOf } from './template-copy.js';

const ACCOUNT = 'acct_01TESTACCOUNT0000000000001';
const OTHER_ACCOUNT = 'acct_01TESTACCOUNT0000000000002';
const CAPPED_ACCOUNT = 'acct_01TESTACCOUNT0000000000003';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );

describe('catalog templates over NATS', () => {
  let harness: CatalogHarness;
  let templatesDir: string;
  let builtIn: TemplateDetail;

  beforeAll(async () => {
    // The built-ins from a folder of the test's own, so a test can change a file between starts.
    templatesDir = await mkdtemp(join(tmpdir(), 'catalog-templates-'));
    await cp(BUILT_IN_TEMPLATES_DIR, templatesDir, { recursive: true });
    harness = await CatalogHarness.start({ CATALOG_TEMPLATES_DIR: templatesDir });
    const list = await harness.bus.request('catalog.list_templates', { account_id: ACCOUNT, limit: 10 });
    builtIn = await harness.bus.request('catalog.get_template', { account_id: ACCOUNT, id: list.data[0]!.id });
  });

  afterAll(async () => {
    await harness?.stop();
    await rm(templatesDir, { recursive: true, force: true });
  });

  const create = (body: unknown, account_id = ACCOUNT, idempotency_key?: string) =>
    harness.bus.request('catalog.create_template', {
      account_id,
      body: body as Record<string, unknown>,
      idempotency_key,
    });
  const update = (id: string, body: unknown, account_id = ACCOUNT) =>
    harness.bus.request('catalog.update_template', { account_id, id, body: body as Record<string, unknown> });
  const recoloured = (colour: string): TemplateBody => {
    const body = bodyOf(builtIn);
    body.name = `Copy in ${colour}`;
    body.definition.palette = { ...body.definition.palette, background: colour };
    return body;
  };

  it('stores every built-in template as version 1, owned by reelsmith, with its whole definition', async () => {
    const files = (await readdir(templatesDir)).filter((file) => file.endsWith('.template.json'));
    const list = await harness.bus.request('catalog.list_templates', { account_id: OTHER_ACCOUNT, limit: 10 });
    expect(list.data.filter((template) => template.owner === 'reelsmith')).toHaveLength(files.length);
    expect(builtIn).toMatchObject({ owner: 'reelsmith', version: 1 });
    expect(builtIn.definition).toHaveProperty('scenes');
    expect(list.data[0]).not.toHaveProperty('definition');
  });

  it("creates an account's template from a built-in's GET body, priced from its work", async () => {
    const copy = await create(bodyOf(builtIn));
    expect(copy).toMatchObject({ owner: 'account', version: 1, name: builtIn.name, definition: builtIn.definition });
    expect(copy.id).toMatch(/^tmpl_/);
    expect(copy.credits).toBeGreaterThanOrEqual(1);
    const rendered = await harness.bus.request('catalog.get_render_template', { account_id: ACCOUNT, id: copy.id });
    const original = await harness.bus.request('catalog.get_render_template', { account_id: ACCOUNT, id: builtIn.id });
    // The scene drawn is the built-in's; only the variables' schema now spells out the palette's defaults.
    const drawn = ({ id: _id, credits: _credits, variables: _variables, ...scene }: Record<string, unknown>) => scene;
    expect(drawn(rendered.scene as Record<string, unknown>)).toEqual(drawn(original.scene as Record<string, unknown>));
    expect(bodyOf(copy)).toEqual(bodyOf(builtIn));
    const list = await harness.bus.request('catalog.list_templates', { account_id: ACCOUNT, limit: 100 });
    expect(list.data[0]!.id).toBe(copy.id);
  });

  it("pages through the account's templates and the built-ins together, newest first, in both directions", async () => {
    const account_id = 'acct_01TESTACCOUNT0000000000004';
    const own = [await create(recoloured('#202020'), account_id), await create(recoloured('#303030'), account_id)];
    const all = await harness.bus.request('catalog.list_templates', { account_id, limit: 100 });
    expect(all.data.slice(0, 2).map((template) => template.id)).toEqual([own[1]!.id, own[0]!.id]);
    expect(all.data.slice(2).every((template) => template.owner === 'reelsmith')).toBe(true);
    const page = await harness.bus.request('catalog.list_templates', {
      account_id,
      limit: 2,
      starting_after: own[0]!.id,
    });
    expect(page).toEqual({ data: all.data.slice(2, 4), has_more: all.data.length > 4 });
    const back = await harness.bus.request('catalog.list_templates', {
      account_id,
      limit: 2,
      ending_before: all.data[2]!.id,
    });
    expect(back).toEqual({ data: all.data.slice(0, 2), has_more: false });
    expect(
      await failureOf(
        harness.bus.request('catalog.list_templates', {
          account_id: OTHER_ACCOUNT,
          limit: 2,
          starting_after: own[0]!.id,
        }),
      ),
    ).toMatchObject({ code: 'parameter_invalid', param: 'starting_after' });
  });

  it('replaces a template with its next version and keeps every version, each rendered as written', async () => {
    const template = await create(recoloured('#112233'));
    const second = await update(template.id, recoloured('#445566'));
    expect(second).toMatchObject({ id: template.id, version: 2, created_at: template.created_at });
    expect(second.definition.palette).toMatchObject({ background: '#445566' });
    const render = await harness.bus.request('catalog.get_render_template', { account_id: ACCOUNT, id: template.id });
    expect(render).toMatchObject({ version: 2, scene: { palette: { background: '#445566' } } });
    const versions = await harness.service.dataSource.query<Array<{ version: number; background: string }>>(
      `SELECT "version", "body"->'definition'->'palette'->>'background' AS "background" FROM "template_versions"
        WHERE "template_id" = $1 ORDER BY "version"`,
      [template.id],
    );
    expect(versions).toEqual([
      { version: 1, background: '#112233' },
      { version: 2, background: '#445566' },
    ]);
  });

  it('adds no version when a replacement repeats the current one (a retried PUT)', async () => {
    const template = await create(recoloured('#010203'));
    const again = await update(template.id, recoloured('#010203'));
    expect(again.version).toBe(1);
  });

  it('numbers concurrent replacements one after another, none lost', async () => {
    const template = await create(recoloured('#000000'));
    const colours = Array.from({ length: 8 }, (_, index) => `#0000${String(10 + index)}`);
    const answers = await Promise.all(colours.map((colour) => update(template.id, recoloured(colour))));
    expect(answers.map((answer) => answer.version).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const current = await harness.bus.request('catalog.get_template', { account_id: ACCOUNT, id: template.id });
    expect(current.version).toBe(9);
    const last = answers.find((answer) => answer.version === 9)!;
    expect(current.definition).toEqual(last.definition);
  });

  it('refuses to replace or delete a built-in template', async () => {
    for (const attempt of [
      () => update(builtIn.id, bodyOf(builtIn)),
      () => harness.bus.request('catalog.delete_template', { account_id: ACCOUNT, id: builtIn.id }),
    ]) {
      const error = await failureOf(attempt());
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ code: 'template_read_only' });
    }
    expect(await harness.bus.request('catalog.get_template', { account_id: ACCOUNT, id: builtIn.id })).toEqual(builtIn);
  });

  it("answers another account's template as missing on every request, and never lists it", async () => {
    const mine = await create(recoloured('#abcdef'));
    const asOther = { account_id: OTHER_ACCOUNT, id: mine.id };
    for (const attempt of [
      () => harness.bus.request('catalog.get_template', asOther),
      () => harness.bus.request('catalog.get_render_template', asOther),
      () => update(mine.id, recoloured('#fedcba'), OTHER_ACCOUNT),
      () => harness.bus.request('catalog.delete_template', asOther),
    ]) {
      expect(await failureOf(attempt())).toMatchObject({ code: 'resource_missing', param: 'id' });
    }
    const list = await harness.bus.request('catalog.list_templates', { account_id: OTHER_ACCOUNT, limit: 100 });
    expect(list.data.map((template) => template.id)).not.toContain(mine.id);
    expect((await harness.bus.request('catalog.get_template', { account_id: ACCOUNT, id: mine.id })).version).toBe(1);
  });

  it('deletes a template with its versions: gone from reads, lists and renders', async () => {
    const template = await create(recoloured('#999999'));
    await update(template.id, recoloured('#888888'));
    expect(await harness.bus.request('catalog.delete_template', { account_id: ACCOUNT, id: template.id })).toEqual({
      id: template.id,
      deleted: true,
    });
    expect(
      await failureOf(harness.bus.request('catalog.get_render_template', { account_id: ACCOUNT, id: template.id })),
    ).toMatchObject({ code: 'resource_missing' });
    const list = await harness.bus.request('catalog.list_templates', { account_id: ACCOUNT, limit: 100 });
    expect(list.data.map((entry) => entry.id)).not.toContain(template.id);
    const versions = await harness.service.dataSource.query(
      `SELECT 1 FROM "template_versions" WHERE "template_id" = $1`,
      [template.id],
    );
    expect(versions).toEqual([]);
  });

  it('refuses an invalid body with its first error at the dotted param, and a definition over 256 KiB', async () => {
    const wrong = bodyOf(builtIn);
    (wrong.definition.scenes[0]!.texts[0]!.box as { width: unknown }).width = 'wide';
    expect(await failureOf(create(wrong))).toMatchObject({
      code: 'parameter_invalid',
      param: 'definition.scenes.0.texts.0.box.width',
    });
    const huge = bodyOf(builtIn);
    huge.definition.palette = { ...huge.definition.palette, padding: 'x'.repeat(256 * 1024) };
    expect(await failureOf(create(huge))).toMatchObject({ code: 'template_too_large', param: 'definition' });
    expect(await failureOf(create([]))).toMatchObject({ code: 'parameter_invalid' });
  });

  it('creates one template per Idempotency-Key and account, however often and concurrently it is sent', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(recoloured('#123123'), ACCOUNT, 'tpl-once')),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
  });

  it(`keeps an account at ${MAX_TEMPLATES_PER_ACCOUNT} templates when creations race for the last places`, async () => {
    const body = recoloured('#777777');
    for (let made = 0; made < MAX_TEMPLATES_PER_ACCOUNT - 3; made += 20) {
      const batch = Math.min(20, MAX_TEMPLATES_PER_ACCOUNT - 3 - made);
      await Promise.all(Array.from({ length: batch }, () => create(body, CAPPED_ACCOUNT)));
    }
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => create(body, CAPPED_ACCOUNT)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.filter((entry) => entry.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ code: 'template_limit_reached' });
    }
    const [row] = await harness.service.dataSource.query<Array<{ count: string }>>(
      `SELECT count(*) FROM "templates" WHERE "account_id" = $1`,
      [CAPPED_ACCOUNT],
    );
    expect(Number(row!.count)).toBe(MAX_TEMPLATES_PER_ACCOUNT);
  });

  it('stores a built-in file changed between deploys as its next version, and an unchanged one as nothing new', async () => {
    const file = join(
      templatesDir,
      (await readdir(templatesDir)).find((name) => name.endsWith('.template.json'))!,
    );
    const original = JSON.parse(await readFile(file, 'utf8')) as { id: string; description: string };
    const before = await harness.bus.request('catalog.get_template', { account_id: ACCOUNT, id: original.id });
    await harness.service.restart(() =>
      writeFile(file, JSON.stringify({ ...original, description: `${original.description} Now brighter.` })),
    );
    const changed = await harness.bus.request('catalog.get_template', { account_id: ACCOUNT, id: original.id });
    expect(changed).toMatchObject({
      version: before.version + 1,
      description: `${original.description} Now brighter.`,
    });
    expect(changed.created_at).toBe(before.created_at);
    await harness.service.restart();
    expect(await harness.bus.request('catalog.get_template', { account_id: ACCOUNT, id: original.id })).toEqual(
      changed,
    );
  });
});
