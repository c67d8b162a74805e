import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
// s3rver ships no types; only its constructor, run() and close() are used.
// @ts-ignore
import S3rver from "s3rver";
import type { S3Settings } from "../../api/storage";

/** An S3-compatible server on a loopback port, its objects in a temp folder; buckets made up front. */
export async function startS3(buckets: string[]) {
  const directory = await mkdtemp(join(tmpdir(), "farm-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = (await server.run()) as { port: number };
  return {
    settings: (bucket: string): S3Settings => ({
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
    }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
