/** Types of ./security-headers.mjs (plain JavaScript, loaded by next.config.mjs). */
export declare const securityHeaders: ReadonlyArray<{ key: string; value: string }>;
