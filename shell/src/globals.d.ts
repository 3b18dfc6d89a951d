/** Set by webpack's DefinePlugin (build-config/webpack.cjs). */
declare const __APP_VERSION__: string;
declare const __APP_NAME__: string;
declare const __STANDALONE__: boolean;
