import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, type Bucket, type StorageDriver } from './driver.ts';

export interface S3Settings {
  /** Unset: AWS itself (the region's endpoint). Set for MinIO, R2, Spaces, Wasabi, Garage... */
  endpoint?: string;
  region: string;
  /** The one S3 bucket; the app's buckets are folders (key prefixes) inside it. */
  bucket: string;
  /** Put before every key ("" or ending in "/"), so several sites or stages can share a bucket. */
  prefix: string;
  /** Both or neither; neither lets the SDK find credentials itself (instance role, AWS_* env). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (MinIO and most self-hosted stores need it). */
  forcePathStyle: boolean;
}

// Same policy as the HTTP answer under /storage: names never change content.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function isMissing(error: unknown): boolean {
  // GetObject says NoSuchKey; HeadObject has no body, so only the status tells.
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible store at `{prefix}{bucket}/{key}`, e.g.
 * `avatars/{userId}-{timestamp}.webp`. The app keeps serving them under /storage/{bucket}/{key},
 * so the URLs saved in the database are the same with either driver.
 */
export function s3Driver(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // A store that hangs must not hold page requests (and their sockets) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    // Many S3-compatible stores reject the newer default checksum headers; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (bucket: Bucket, key: string) => {
    // The same check as the local driver: no slashes, no "..", nothing the server did not name.
    assertSafeKey(key);
    return `${settings.prefix}${bucket}/${key}`;
  };
  const fetch = async (bucket: Bucket, key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(bucket, key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(bucket, key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(bucket, key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async get(bucket, key) {
      const object = await fetch(bucket, key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async open(bucket, key) {
      const object = await fetch(bucket, key);
      if (!object?.Body) return null;
      // In Node the SDK's body is the HTTP response stream itself: piped to the client, never buffered.
      return { body: object.Body as Readable, size: object.ContentLength };
    },
    async remove(bucket, key) {
      // S3 answers 204 for a key that is not there, like rm -f.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(bucket, key) }));
    },
    close() {
      client.destroy();
    },
  };
}
