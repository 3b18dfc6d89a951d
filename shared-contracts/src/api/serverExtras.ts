/** Types store-api adds to the contract (owned by the store-api author). */
export {};
