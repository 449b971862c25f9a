// The JWT secret every test process and the e2e server share.
export const TEST_JWT_SECRET = "test-secret-test-secret-test-secret-0123456789";
