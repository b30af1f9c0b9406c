import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { FilesystemStorage } from './filesystem-storage.js';
import { S3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

/** The storage settings, for the env schema of every app that reads or writes files. */
export const storageEnv = {
  STORAGE_DRIVER: z.enum(['filesystem', 's3']).default('filesystem'),
  STORAGE_DIR: z.string().min(1).default(join(tmpdir(), 'reelsmith-storage')),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
};

export interface StorageSettings {
  STORAGE_DRIVER: 'filesystem' | 's3';
  STORAGE_DIR: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
}

/** Refinement for env schemas: the s3 driver needs a bucket. */
export const storageSettingsAreComplete = (env: StorageSettings) =>
  env.STORAGE_DRIVER !== 's3' || Boolean(env.S3_BUCKET);
export const STORAGE_INCOMPLETE = { path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' };

export function createStorage(settings: StorageSettings): ObjectStorage {
  return settings.STORAGE_DRIVER === 's3'
    ? new S3Storage({ bucket: settings.S3_BUCKET!, endpoint: settings.S3_ENDPOINT, region: settings.S3_REGION })
    : new FilesystemStorage(settings.STORAGE_DIR);
}
