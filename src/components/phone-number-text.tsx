import { Suspense, use } from 'react';
import { phoneText } from '../../machines/shared/contact-rules';

// The phone rules weigh more than the rest of a staff screen's first load; they arrive just after it, and until then
// a number reads as stored.
const phoneRules = import('../lib/phone-number');

function Formatted({ phone }: { phone: string }) {
  return <ExtensionOnNextLine text={use(phoneRules).displayedPhone(phone)} />;
}

/**
 * A stored phone number, grouped as its country writes it once the phone rules have loaded. The number never breaks;
 * its extension (`ext. 12`) may take the next line, so a narrow column stays narrow.
 */
export function PhoneNumberText({ phone }: { phone: string }) {
  return (
    <Suspense fallback={<ExtensionOnNextLine text={phoneText(phone)} />}>
      <Formatted phone={phone} />
    </Suspense>
  );
}

function ExtensionOnNextLine({ text }: { text: string }) {
  const at = text.indexOf(' ext. ');
  if (at < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, at)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(at + 1)}</span>
    </>
  );
}
