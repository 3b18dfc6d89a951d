// @ts-check
// The DOM matchers of @testing-library/jest-dom (toBeInTheDocument, toHaveTextContent, …) in every test.
const { expect } = require('@jest/globals');
const matchers = require('@testing-library/jest-dom/matchers');

expect.extend(matchers);
