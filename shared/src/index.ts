export const SHARED_VERSION = '1.0.0';
