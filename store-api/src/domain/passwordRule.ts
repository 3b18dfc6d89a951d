/** The new-password rule: the one rule the account forms use too (shared-contracts). */
export { isAcceptableNewPassword as meetsPasswordRule, PASSWORD_RULE_MESSAGE } from '@shop/shared-contracts';
