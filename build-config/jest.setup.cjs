// @ts-check
// The DOM matchers of @testing-library/jest-dom (toBeInTheDocument, toHaveTextContent, …) in every test.
const { expect } = require('@jest/globals');
const matchers = require('@testing-library/jest-dom/matchers');

expect.extend(matchers);

// A wait for the DOM ends when what it waits for appears; its limit only stops one that never does. RTL's
// 1 s default is a wall-clock limit that a busy 2-core machine (a cold transform cache, a lazy chunk) can pass.
// Resolved from the package under test (build-config does not depend on it), so it is the copy its tests use.
require(require.resolve('@testing-library/react', { paths: [process.cwd()] })).configure({ asyncUtilTimeout: 10_000 });
