/**
 * stylis as styled-components sees it: the parser and serializer it writes every style with, and not
 * the vendor prefixer. styled-components prefixes only under `<StyleSheetManager enableVendorPrefixes>`,
 * which no app uses (the shop's browsers need no prefixes), yet it names stylis's `prefixer`, and with it
 * stylis's 3 KB prefix table would be in every page's first load. This stand-in fails loudly instead of
 * leaving styles unprefixed without a word, should anyone turn prefixes on.
 */
export { RULESET, compile, middleware, rulesheet, serialize, stringify } from '@shop-shared-source/stylis';

export function prefixer() {
  throw new Error('Vendor prefixes are not built into this shop: see build-config/shared/stylis.mjs.');
}
