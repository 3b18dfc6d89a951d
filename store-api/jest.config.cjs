// @ts-check
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
  // The conformance suite's aspect count per target (src/conformance/target.ts), printed after the run.
  reporters: ['default', '<rootDir>/src/conformance/aspectReporter.cjs'],
};
