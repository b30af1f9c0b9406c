import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import type { WebhookSecret } from '@reelsmith/contracts';
import { newSigningSecret } from './signature.js';
import { SigningSecretEntity } from './signing-secret.entity.js';

/** How long a rotated-out secret keeps signing beside the new one. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** Per-account signing secrets: made on first use, rotated with a grace period. */
@Injectable()
export class SecretsService {
  constructor(private readonly dataSource: DataSource) {}

  private get secrets() {
    return this.dataSource.getRepository(SigningSecretEntity);
  }

  /** The account's current secret, made now if it has none. */
  async current(accountId: string): Promise<WebhookSecret> {
    const existing = await this.secrets.findOneBy({ account_id: accountId, expires_at: IsNull() });
    if (existing) return { secret: existing.secret };
    // Two first uses at once: the unique index lets one insert win; both then read the winner.
    await this.secrets.createQueryBuilder().insert().values(this.fresh(accountId)).orIgnore().execute();
    const created = await this.secrets.findOneByOrFail({ account_id: accountId, expires_at: IsNull() });
    return { secret: created.secret };
  }

  /**
   * A new current secret; the previous one keeps signing for 24 hours, and any older one still
   * in its grace stops now. At most two secrets sign, however often the account rotates: one
   * signature per secret goes into a header, which receivers refuse past a few KB (431).
   */
  async rotate(accountId: string): Promise<WebhookSecret> {
    return this.dataSource.transaction(async (manager) => {
      // Serialise rotations of one account, so two at once leave one current secret.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`webhook_secret:${accountId}`]);
      await manager.query(
        `UPDATE webhook_secrets SET expires_at = now() WHERE account_id = $1 AND expires_at > now()`,
        [accountId],
      );
      await manager.update(
        SigningSecretEntity,
        { account_id: accountId, expires_at: IsNull() },
        { expires_at: new Date(Date.now() + ROTATION_GRACE_MS) },
      );
      const secret = this.fresh(accountId);
      await manager.insert(SigningSecretEntity, secret);
      return { secret: secret.secret };
    });
  }

  /** Every secret that signs now, the current one first (one query: it runs per attempt). */
  async signing(accountId: string): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ secret: string; current: boolean }>>(
      `SELECT secret, expires_at IS NULL AS current FROM webhook_secrets
       WHERE account_id = $1 AND (expires_at IS NULL OR expires_at > now())
       ORDER BY expires_at IS NULL DESC, created_at DESC`,
      [accountId],
    );
    if (rows[0]?.current) return rows.map((row) => row.secret);
    // None yet (an account's first delivery): make it, beside any still in grace.
    return [(await this.current(accountId)).secret, ...rows.map((row) => row.secret)];
  }

  private fresh(accountId: string): SigningSecretEntity {
    return this.secrets.create({
      id: randomUUID(),
      account_id: accountId,
      secret: newSigningSecret(),
      created_at: new Date(),
      expires_at: null,
    });
  }
}
