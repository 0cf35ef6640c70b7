/** What the offline demo voice says: a greeting, then these replies in turn. */
export const offlineGreeting =
  "Hi, thanks for calling! I'm the offline demo voice, running in your browser. Say something and I'll answer.";

export const offlineReplies = [
  "Happy to help with that. In a live setup I'd check your calendar and book the first free slot for you.",
  'Good question. I can answer common questions, take the caller’s details and send them straight to your CRM.',
  "I speak many languages and I'm here around the clock, so no call goes unanswered.",
  'Thanks for trying the demo. Book a call with our team to hear an assistant trained on your business.',
] as const;

export const replyAt = (turn: number): string => offlineReplies[turn % offlineReplies.length] ?? offlineReplies[0];
