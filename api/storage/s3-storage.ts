import { type FileStorage, type StorageBody, type StoredObject, assertKey } from "./file-storage";

export interface S3Settings {
  bucket: string;
  /** e.g. https://s3.us-west-2.amazonaws.com, or a MinIO/R2/Wasabi address; AWS when absent. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

const isMissing = (err: unknown) => (err as { code?: string })?.code === "NoSuchKey";

/**
 * Files in an S3-compatible bucket through Bun's built-in client, so several API servers share them.
 * @example new S3Storage({ bucket: "farm", endpoint: "http://127.0.0.1:9000", accessKeyId, secretAccessKey })
 */
export class S3Storage implements FileStorage {
  readonly kind = "s3" as const;
  private readonly client: Bun.S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new Bun.S3Client({
      bucket: settings.bucket,
      endpoint: settings.endpoint,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
    });
  }

  describe() {
    const { bucket, endpoint = "(AWS default)", region = "(default)" } = this.settings;
    return { kind: this.kind, bucket, endpoint, region };
  }

  async put(key: string, body: StorageBody): Promise<number> {
    assertKey(key);
    try {
      // A failing stream aborts the upload; nothing is stored under the key.
      return await this.client.write(key, body instanceof ReadableStream ? new Response(body) : body);
    } catch (err) {
      await this.client.delete(key).catch(() => {});
      throw err;
    }
  }

  async get(key: string): Promise<Blob | null> {
    return (await this.exists(key)) ? this.client.file(assertKey(key)) : null;
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await this.client.stat(assertKey(key))).size;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string) {
    return this.client.exists(assertKey(key));
  }

  async delete(key: string) {
    await this.client.delete(assertKey(key));
  }

  async *list(prefix = ""): AsyncIterable<StoredObject> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.list({ prefix, continuationToken });
      for (const item of page.contents ?? []) yield { key: item.key, size: item.size ?? 0 };
      continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
    } while (continuationToken);
  }
}
