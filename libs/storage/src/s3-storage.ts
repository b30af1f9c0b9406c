import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isValidKey, type ByteRange, type ObjectStorage, type StoredObject } from './storage.js';

export interface S3StorageSettings {
  bucket: string;
  /** For S3-compatible stores (MinIO, R2, …); absent for AWS itself. */
  endpoint?: string;
  region: string;
}

/** An S3-compatible bucket, through the official AWS SDK; credentials come from the standard AWS variables. */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      // The SDK's default "aws-chunked" uploads with checksum trailers are refused by many
      // S3-compatible stores; plain bodies work everywhere.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, sourcePath: string, contentType: string): Promise<void> {
    const { size } = await stat(sourcePath);
    await this.send(key, createReadStream(sourcePath), size, contentType);
  }

  putBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    return this.send(key, bytes, bytes.byteLength, contentType);
  }

  /** S3 answers a delete of a missing key with success, as this interface wants. */
  async delete(key: string): Promise<void> {
    this.check(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  private async send(key: string, body: Readable | Uint8Array, size: number, contentType: string): Promise<void> {
    this.check(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  async size(key: string): Promise<number | undefined> {
    this.check(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    this.check(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const contentType = object.ContentType ?? 'application/octet-stream';
      const body = object.Body as Readable;
      // S3 reports the range it served as "bytes start-end/size".
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
      if (range && served) {
        return {
          body,
          contentType,
          size: Number(served[3]),
          range: { start: Number(served[1]), end: Number(served[2]) },
        };
      }
      return { body, contentType, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return undefined;
      throw error;
    }
  }

  private check(key: string): void {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
  }
}
