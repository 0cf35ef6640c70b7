import type { Locale } from '../paraglide/runtime.js';

/**
 * What the provider is asked to write after a call (the `analysisPlan` of the assistant overrides): a short summary
 * and a structured outcome, both in the call's language, which come back in the end-of-call report as
 * `analysis.summary` and `analysis.structuredData`. The instructions are in English, which the provider's model
 * follows best; what it writes is in the language named.
 */
export type CallAnalysisPlan = {
  summaryPlan: { enabled: true; messages: { role: 'system' | 'user'; content: string }[] };
  structuredDataPlan: {
    enabled: true;
    schema: typeof callOutcomeSchema;
    messages: { role: 'system' | 'user'; content: string }[];
  };
};

/** The outcome a report carries in `analysis.structuredData`, as the schema below asks for it. */
export type CallOutcome = {
  followUp?: boolean;
  monthlyCallVolume?: number;
  nextStep?: string;
  questions?: string[];
};

/** The structured outcome: interest in a follow-up, the monthly call volume if said, the next step, the questions. */
export const callOutcomeSchema = {
  type: 'object',
  properties: {
    followUp: {
      type: 'boolean',
      description: 'True when the caller wants a follow-up: a call back, a demo, a meeting or more information.',
    },
    monthlyCallVolume: {
      type: 'number',
      description: "How many calls the caller's business receives a month, only if the caller said it.",
    },
    nextStep: { type: 'string', description: 'The next step the caller asked for, if any.' },
    questions: { type: 'array', items: { type: 'string' }, description: 'Each question the caller asked.' },
  },
  required: ['followUp', 'questions'],
} as const;

/** The language the provider writes in, named for its model, for each page language. */
const writtenIn: Record<Locale, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };

/** The provider's template: its own transcript and ended reason fill these in. */
const transcriptMessage = {
  role: 'user',
  content: 'Here is the transcript:\n\n{{transcript}}\n\nHere is the ended reason of the call:\n\n{{endedReason}}',
} as const;

export function callAnalysisPlan(locale: Locale): CallAnalysisPlan {
  const language = writtenIn[locale];
  return {
    summaryPlan: {
      enabled: true,
      messages: [
        {
          role: 'system',
          content:
            'You take notes for a sales team. You will be given the transcript of a demo call between an AI ' +
            'assistant and a prospect. Summarise what the prospect wanted and what was agreed in 2-3 sentences, ' +
            `written in ${language}. Return only the summary.`,
        },
        transcriptMessage,
      ],
    },
    structuredDataPlan: {
      enabled: true,
      schema: callOutcomeSchema,
      messages: [
        {
          role: 'system',
          content:
            'You will be given the transcript of a demo call between an AI assistant and a prospect. Extract the ' +
            `data the JSON Schema describes. Write every text value in ${language}. Leave out a field the ` +
            'prospect did not speak to. Return only the JSON.\n\nJSON Schema:\n{{schema}}',
        },
        transcriptMessage,
      ],
    },
  };
}
