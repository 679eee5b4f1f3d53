// @20minutes/s3rver ships no types; only what the tests use is declared.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type TS3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options?: TS3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
