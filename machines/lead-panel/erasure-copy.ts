/**
 * A message about an erased lead that had already left the system when it was erased (the database lists them in
 * the erasure log): staff can then remove it where it went. `recipient` is a staff address or the team chat; null
 * for the acknowledgement, which went to the erased person. `uncertain`: a chat post whose worker stopped mid-send,
 * or a message being sent at that moment, which may or may not have arrived.
 */
export type ErasureCopy = {
  kind: 'new_lead' | 'escalation' | 'acknowledgement' | 'test' | 'call_report';
  channel: 'email' | 'chat';
  recipient: string | null;
  at: string;
  uncertain: boolean;
};
