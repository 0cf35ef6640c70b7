import type { Locale } from '../paraglide/runtime.js';

/**
 * What the voice provider's assistant is told for a call from a page in a given language (its `assistantOverrides`):
 * the transcriber listens in that language, the assistant greets in it, and a voice made for that language speaks.
 * Deepgram's nova-2 transcribes all four; each voice is an Azure neural voice of the language's main market, the
 * same region as the page's numbers and speech synthesis (`localeNames`).
 */
export type VoiceLanguage = {
  transcriber: { provider: 'deepgram'; model: 'nova-2'; language: string };
  firstMessage: string;
  voice: { provider: 'azure'; voiceId: string };
};

export const voiceLanguages: Record<Locale, VoiceLanguage> = {
  en: {
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en-US' },
    firstMessage: 'Hi, thanks for calling! How can I help you today?',
    voice: { provider: 'azure', voiceId: 'en-US-JennyNeural' },
  },
  es: {
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'es' },
    firstMessage: 'Hola, gracias por llamar. ¿En qué puedo ayudarle?',
    voice: { provider: 'azure', voiceId: 'es-ES-ElviraNeural' },
  },
  fr: {
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'fr' },
    firstMessage: 'Bonjour, merci de votre appel. Que puis-je faire pour vous ?',
    voice: { provider: 'azure', voiceId: 'fr-FR-DeniseNeural' },
  },
  de: {
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'de' },
    firstMessage: 'Guten Tag, danke für Ihren Anruf. Wie kann ich Ihnen helfen?',
    voice: { provider: 'azure', voiceId: 'de-DE-KatjaNeural' },
  },
};
