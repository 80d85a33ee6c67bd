import pkg from '../../package.json' with { type: 'json' };

/** The app's version, from package.json (inlined by the bundler). */
export const APP_VERSION: string = pkg.version;
export const APP_NAME: string = pkg.productName;
