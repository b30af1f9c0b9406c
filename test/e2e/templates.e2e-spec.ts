import { templateBodyOf, type Reelsmith, type TemplateBody } from '@reelsmith/sdk';
import { TestFileServer, type TestStack, refusalOf, sharedStack, testPicture, waitForVideo } from '@reelsmith/testing';

/** The same template with another badge colour: a look a still shows. */
function withBadge(body: TemplateBody, colour: string): TemplateBody {
  const changed = structuredClone(body);
  changed.definition.palette = { ...(changed.definition.palette as object), badge: colour };
  return changed;
}

describe('templates of an account (/v1/templates)', () => {
  let stack: TestStack;
  let files: TestFileServer;

  beforeAll(async () => {
    files = await TestFileServer.start({ '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' } });
    stack = sharedStack();
  });

  afterAll(async () => {
    await stack?.dispose();
    await files?.stop();
  });

  /** A fresh account with credits, a priced product (so the badge is drawn) and the square built-in. */
  async function openShop(credits = 0) {
    const account = await stack.createAccount('Template shop');
    if (credits > 0) await stack.grantCredits(account.id, credits);
    const rs = stack.client(account.apiKey);
    const squareId = (await rs.templates.list({ limit: 100 })).data.find((t) => t.width === t.height)!.id;
    const square = await rs.templates.retrieve(squareId);
    const product = await rs.products.create({
      name: 'Desk lamp',
      image_url: `${files.baseUrl}/lamp.png`,
      price: { amount: 4990, currency: 'eur' },
    });
    return { account, rs, square, productId: product.id };
  }

  const still = (rs: Reelsmith, template_id: string, product_id: string) =>
    rs.previews.create({ template_id, product_id, at_seconds: 2.5 });

  it("copies a built-in through GET and POST into the account's own template that renders the same frames", async () => {
    const { rs, square, productId } = await openShop();
    expect(square).toMatchObject({ owner: 'reelsmith', version: 1 });
    const copy = await rs.templates.create(templateBodyOf(square));
    expect(copy).toMatchObject({ owner: 'account', version: 1, name: square.name, definition: square.definition });
    expect(templateBodyOf(copy)).toEqual(templateBodyOf(square));
    expect(Buffer.from(await still(rs, copy.id, productId))).toEqual(
      Buffer.from(await still(rs, square.id, productId)),
    );
    const layout = (template_id: string) => rs.previews.layout({ template_id, product_id: productId, at_seconds: 2.5 });
    expect(await layout(copy.id)).toEqual(await layout(square.id));
    const listed = (await rs.templates.list({ limit: 100 })).data;
    expect(listed[0]).toMatchObject({ id: copy.id, owner: 'account' });
    expect(listed[0]).not.toHaveProperty('definition');
  });

  it('renders a video made before a PUT with the version it was made with, and keeps its files after a DELETE', async () => {
    const { rs, square, productId } = await openShop(100);
    const mine = await rs.templates.create(withBadge(templateBodyOf(square), '#7BDFF2'));
    const firstStill = Buffer.from(await still(rs, mine.id, productId));
    expect(firstStill).not.toEqual(Buffer.from(await still(rs, square.id, productId)));
    const older = await rs.videos.create({ template_id: mine.id, product_id: productId });
    expect(older.template_version).toBe(1);

    const second = await rs.templates.update(mine.id, withBadge(templateBodyOf(square), '#E84855'));
    expect(second).toMatchObject({ id: mine.id, version: 2 });
    expect(Buffer.from(await still(rs, mine.id, productId))).not.toEqual(firstStill);
    const newer = await rs.videos.create({ template_id: mine.id, product_id: productId });
    expect(newer.template_version).toBe(2);

    const [olderDone, newerDone] = await Promise.all([waitForVideo(rs, older.id), waitForVideo(rs, newer.id)]);
    expect([olderDone.status, newerDone.status]).toEqual(['completed', 'completed']);
    expect(olderDone.template_version).toBe(1);
    const thumbnail = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(await thumbnail(olderDone.thumbnail_url!)).not.toEqual(await thumbnail(newerDone.thumbnail_url!));

    expect(await rs.templates.delete(mine.id)).toEqual({ id: mine.id, deleted: true });
    expect(await refusalOf(rs.templates.retrieve(mine.id))).toMatchObject({ status: 404 });
    expect(await refusalOf(rs.videos.create({ template_id: mine.id, product_id: productId }))).toEqual({
      status: 404,
      code: 'resource_missing',
      param: 'template_id',
    });
    expect((await rs.templates.list({ limit: 100 })).data.map((t) => t.id)).not.toContain(mine.id);
    expect((await fetch(olderDone.video_url!)).status).toBe(200);
  });

  it("answers another account's template as missing on every route", async () => {
    const owner = await openShop();
    const mine = await owner.rs.templates.create(templateBodyOf(owner.square));
    const other = await openShop();
    const params = { template_id: mine.id, product_id: other.productId };
    for (const attempt of [
      () => other.rs.templates.retrieve(mine.id),
      () => other.rs.templates.update(mine.id, templateBodyOf(owner.square)),
      () => other.rs.templates.delete(mine.id),
      () => other.rs.videos.create(params),
      () => other.rs.previews.create(params),
      () => other.rs.previews.layout(params),
    ]) {
      expect(await refusalOf(attempt())).toMatchObject({ status: 404, code: 'resource_missing' });
    }
    expect((await other.rs.templates.list({ limit: 100 })).data.map((t) => t.id)).not.toContain(mine.id);
    expect(await owner.rs.templates.retrieve(mine.id)).toEqual(mine);
  });

  it('creates one template per Idempotency-Key, however often the POST is retried', async () => {
    const { rs, square } = await openShop();
    const [first, again] = [
      await rs.templates.create(templateBodyOf(square), { idempotencyKey: 'copy-square' }),
      await rs.templates.create(templateBodyOf(square), { idempotencyKey: 'copy-square' }),
    ];
    expect(again).toEqual(first);
    expect((await rs.templates.list({ limit: 100 })).data.filter((t) => t.owner === 'account')).toHaveLength(1);
  });

  it('refuses to change or delete a built-in template', async () => {
    const { rs, square } = await openShop();
    for (const attempt of [
      () => rs.templates.update(square.id, templateBodyOf(square)),
      () => rs.templates.delete(square.id),
    ]) {
      expect(await refusalOf(attempt())).toMatchObject({ status: 400, code: 'template_read_only' });
    }
  });

  it('refuses an invalid body with its first error at the dotted param, and a definition over 256 KiB', async () => {
    const { rs, square } = await openShop();
    const wrong = templateBodyOf(square);
    (
      wrong.definition as { scenes: Array<{ texts: Array<{ box: { width: unknown } }> }> }
    ).scenes[1]!.texts[0]!.box.width = 'wide';
    expect(await refusalOf(rs.templates.create(wrong))).toEqual({
      status: 400,
      code: 'parameter_invalid',
      param: 'definition.scenes.1.texts.0.box.width',
    });
    const huge = templateBodyOf(square);
    (huge.definition as Record<string, unknown>).filler = 'x'.repeat(300 * 1024);
    expect(await refusalOf(rs.templates.create(huge))).toEqual({
      status: 400,
      code: 'template_too_large',
      param: 'definition',
    });
    expect((await rs.templates.list({ limit: 100 })).data.every((t) => t.owner === 'reelsmith')).toBe(true);
  });

  it('refuses the 201st template of an account, also when the last places are raced for', async () => {
    const { account, rs, square } = await openShop();
    const first = await rs.templates.create(templateBodyOf(square));
    // 196 more, written where the catalog keeps them (200 POSTs would spend the rate limit).
    await stack.query(
      'catalog',
      `WITH "copies" AS (SELECT 'tmpl_' || upper(substr(md5(random()::text), 1, 26)) AS "id" FROM generate_series(1, 196))
       , "rows" AS (
         INSERT INTO "templates" ("id", "account_id", "version", "summary", "created_at", "updated_at")
         SELECT "copies"."id", $1, 1, "t"."summary", now(), now() FROM "copies", "templates" "t" WHERE "t"."id" = $2
         RETURNING "id")
       INSERT INTO "template_versions" ("template_id", "version", "body", "credits", "content_hash", "created_at")
       SELECT "rows"."id", 1, "v"."body", "v"."credits", "v"."content_hash", now()
         FROM "rows", "template_versions" "v" WHERE "v"."template_id" = $2`,
      [account.id, first.id],
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => rs.templates.create(templateBodyOf(square))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.filter((entry) => entry.status === 'rejected'))
      expect(outcome.reason).toMatchObject({ status: 400, code: 'template_limit_reached' });
    expect(await refusalOf(rs.templates.create(templateBodyOf(square)))).toMatchObject({
      status: 400,
      code: 'template_limit_reached',
    });
  });
});
