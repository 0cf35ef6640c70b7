/** One of the assistant's server tools the offline voice asks for, in the call with the page's id. */
export type OfflineToolCall = { voiceCallId: string; name: string; arguments: Record<string, unknown> };

/**
 * Asks the local provider stand-in at `url` to run one tool call through the voice webhook, as the provider does for
 * a model's tool call, and answers the tool's result as the webhook gives it (parsed from its JSON string). A tool
 * that answers with an error, or a stand-in that refuses, throws.
 */
export const offlineToolCaller =
  (url: string) =>
  async (call: OfflineToolCall): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(call),
    });
    if (!response.ok) throw new Error(`The local provider stand-in answered ${response.status}`);
    const { results } = (await response.json()) as { results?: { result?: string; error?: string }[] };
    const [first] = results ?? [];
    if (typeof first?.result !== 'string') throw new Error(first?.error ?? `The tool ${call.name} gave no result`);
    return JSON.parse(first.result) as unknown;
  };
