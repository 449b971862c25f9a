// Types for the parts of s3rver (which ships none) that the test helpers use.
declare module "s3rver" {
  type S3rverOptions = { address?: string; port?: number; directory?: string; silent?: boolean; resetOnClose?: boolean };

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
