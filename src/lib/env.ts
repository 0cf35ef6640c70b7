import { readEnv } from './read-env';

/** Build-time configuration: the VITE_* variables Vite baked into this build, with their defaults. */
export const env = readEnv(import.meta.env);
