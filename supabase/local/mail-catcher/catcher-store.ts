import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Address = { Name: string; Address: string };

/** A file an email carried, as Mailpit lists it, with its bytes (base64) for `GET …/part/{PartID}`. */
export type CaughtAttachment = { PartID: string; FileName: string; ContentType: string; Size: number; Content: string };

/** One email the API accepted, in the fields Mailpit's API reports (and the idempotency key it came with). */
export type CaughtEmail = {
  ID: string;
  From: Address;
  To: Address[];
  ReplyTo: Address[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
  IdempotencyKey: string | null;
  /** Absent in emails kept before the catcher kept attachments. */
  Attachments?: CaughtAttachment[];
  /** What the request carried, to tell a repeat of the same request from a different one under the same key. */
  Fingerprint: string;
};

/** One body a chat webhook received. */
export type CaughtChat = { ID: string; Received: string; IdempotencyKey: string | null; Body: unknown };

/**
 * What the catcher has received, in memory and, with a directory, appended to two JSON-lines files there as it
 * arrives: a catcher killed outright loses nothing it acknowledged, and after a restart a retried request with a
 * known idempotency key is still recognised.
 */
export class CatcherStore {
  readonly emails: CaughtEmail[] = [];
  readonly chats: CaughtChat[] = [];
  private readonly byKey = new Map<string, CaughtEmail>();
  private readonly observers = new Set<(email: CaughtEmail) => void>();
  private readonly files: { emails: string; chats: string } | null;

  constructor(dir: string | null) {
    this.files = dir === null ? null : { emails: join(dir, 'emails.jsonl'), chats: join(dir, 'chat.jsonl') };
    if (!this.files) return;
    mkdirSync(dir as string, { recursive: true });
    for (const email of readLines<CaughtEmail>(this.files.emails)) this.keep(email);
    this.chats.push(...readLines<CaughtChat>(this.files.chats));
  }

  emailWithKey(key: string): CaughtEmail | undefined {
    return this.byKey.get(key);
  }

  addEmail(email: CaughtEmail): void {
    if (this.files) appendFileSync(this.files.emails, `${JSON.stringify(email)}\n`);
    this.keep(email);
    for (const observer of this.observers) observer(email);
  }

  /** Calls `observer` with every email from now on, as it is kept (the benchmark times arrivals with it). */
  onEmail(observer: (email: CaughtEmail) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  addChat(chat: CaughtChat): void {
    if (this.files) appendFileSync(this.files.chats, `${JSON.stringify(chat)}\n`);
    this.chats.push(chat);
  }

  /** Forgets everything received (Mailpit's "delete all"); the files are emptied too. */
  clear(which: 'emails' | 'chats'): void {
    if (which === 'emails') {
      this.emails.length = 0;
      this.byKey.clear();
    } else {
      this.chats.length = 0;
    }
    if (this.files) appendFileSync(this.files[which], '', { flag: 'w' });
  }

  private keep(email: CaughtEmail) {
    this.emails.push(email);
    if (email.IdempotencyKey) this.byKey.set(email.IdempotencyKey, email);
  }
}

/** The lines of a JSON-lines file; a last line cut short by a kill is skipped. */
function readLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (line.trim() === '') return [];
      try {
        return [JSON.parse(line) as T];
      } catch {
        return [];
      }
    });
}
