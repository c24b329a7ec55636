import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkPrefix, SIGNED_URL_TTL_SECONDS, type Storage, type StoredFile } from './storage';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** Production: any S3-compatible object store; files are private and read through presigned URLs. */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  async function list(prefix: string): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: checkPrefix(prefix), ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  return {
    list,
    removePrefix: async (prefix) => {
      if (checkPrefix(prefix) === '') throw new Error('removePrefix needs a folder, not the whole bucket');
      const keys = (await list(prefix)).map((file) => file.key);
      // DeleteObjects takes up to 1000 keys a call.
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },
    put: async (key, body, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    signedUrl: (key, expiresInSeconds = SIGNED_URL_TTL_SECONDS) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: options.bucket, Key: key }), { expiresIn: expiresInSeconds }),
  };
}
