/** Types of cookieNotice.cjs, which the shell's webpack config requires and its tests import. */
export declare function cookieNoticeHtml(): string;
export declare const COOKIE_NOTICE_COLOURS: { ink: string; onBrand: string; accent: string };
export declare const COOKIE_NOTICE_RADIUS: string;
export declare const COOKIE_NOTICE_SHADOW: string;
export declare const COOKIE_NOTICE_TABLET: string;
