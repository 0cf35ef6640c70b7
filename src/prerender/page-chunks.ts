/**
 * The pages whose own code is one named chunk (vite.config.ts groups it; see page-chunk.ts), by route file. Vite's
 * manifest then keys that code by the chunk's name, not by the route's code-split part.
 */
export const pageChunkNames: Readonly<Record<string, string>> = { 'src/routes/index.tsx': 'home' };
