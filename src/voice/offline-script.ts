import { m } from '../paraglide/messages.js';

/** What the offline demo voice says first, in the page's language. */
export const offlineGreeting = (): string => m.offline_greeting();

/** Its replies, said in turn, in the page's language. */
export const offlineReplies = (): string[] => [
  m.offline_reply_1(),
  m.offline_reply_2(),
  m.offline_reply_3(),
  m.offline_reply_4(),
];

export const replyAt = (turn: number): string => {
  const replies = offlineReplies();
  return replies[turn % replies.length] ?? m.offline_reply_1();
};
