// The secrets every test process and the e2e server share.
export const TEST_JWT_SECRET = "test-secret-test-secret-test-secret-0123456789";

/** 32 bytes, base64: the identifier key a production-mode test server runs with. */
export const TEST_IDENTIFIER_KEYS = `test:${Buffer.alloc(32, 7).toString("base64")}`;
export const TEST_IDENTIFIER_LOOKUP_KEY = "test-lookup-key-test-lookup-key-0123456789";

/** Every secret production requires, for a server started with NODE_ENV=production. */
export const TEST_PRODUCTION_SECRETS = {
  JWT_SECRET: TEST_JWT_SECRET,
  IDENTIFIER_KEYS: TEST_IDENTIFIER_KEYS,
  IDENTIFIER_LOOKUP_KEY: TEST_IDENTIFIER_LOOKUP_KEY,
} as const;
