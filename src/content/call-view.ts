import { m } from '../paraglide/messages.js';

/** The call view's lines while the visitor's microphone is muted (the assistant hears nothing), in the page's language. */
export const mutedCallText = () => ({ caption: m.voice_muted_caption(), hint: m.voice_muted_hint() });
