// @ts-check
/**
 * Jest settings shared by the shell and the remotes: jsdom, swc for TS/TSX with React's automatic
 * runtime, and the globals react-router 7 needs under jsdom.
 */
const path = require('node:path');

/**
 * @param {string} rootDir the package's folder
 * @returns {import('jest').Config}
 */
module.exports = function jestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'jsdomEnvironment.cjs'),
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    // Longer than the DOM waits' limit (jest.setup.cjs), so a wait that fails says what it waited for.
    testTimeout: 30_000,
    setupFiles: [path.join(__dirname, 'jest.globals.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    moduleNameMapper: { '\\.(svg|png|jpg|css)$': path.join(__dirname, 'fileStub.cjs') },
  };
};
