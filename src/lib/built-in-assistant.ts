/**
 * The assistant a call starts with when the visitor's record names none. Its own
 * module, free of `import.meta.env`, so Node-side tests can check the request carries it.
 */
export const builtInAssistantId = '5c4b0d1e-8f1a-4a53-9a4e-2f6f3c2d9b71';
