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

/** How the offline voice writes down a visitor's turn: it hears that someone speaks, never what. */
export const offlineVisitorTurn = (): string => m.offline_visitor_turn();

/** The summary of an offline call, in the page's language, saying plainly that it understood nothing. */
export const offlineCallSummary = (turns: number): string => m.offline_call_summary({ turns });
