/** What an Edge Function hands to Deno.serve: a plain request handler. */
export type ServedHandler = (request: Request) => Response | Promise<Response>;

/**
 * Runs `load`, the import of a function's entrypoint (its index.ts, as Supabase runs it), and returns the handler the
 * entrypoint hands to Deno.serve, without listening anywhere: the test then calls the very handler production serves.
 * The import is written out by the caller, so Deno checks it and loads it without read permissions.
 */
export async function handlerServedBy(name: string, load: () => Promise<unknown>): Promise<ServedHandler> {
  let served: ServedHandler | null = null;
  const serve = Deno.serve;
  const capture = (...args: unknown[]) => {
    const handler = args.find((arg): arg is ServedHandler => typeof arg === 'function');
    const options = args[0] as { handler?: ServedHandler } | undefined;
    served = handler ?? options?.handler ?? null;
    return { finished: Promise.resolve(), shutdown: async () => {}, ref() {}, unref() {} };
  };
  Object.defineProperty(Deno, 'serve', { value: capture, configurable: true, writable: true });
  try {
    await load();
  } finally {
    Object.defineProperty(Deno, 'serve', { value: serve, configurable: true, writable: true });
  }
  if (served === null) throw new Error(`${name}/index.ts did not call Deno.serve with a handler.`);
  return served;
}
