import { Suspense, use } from 'react';
import { phoneText } from '../../machines/shared/contact-rules';

// The phone rules weigh more than the rest of a staff screen's first load; they arrive just after it, and until then
// a number reads as stored.
const phoneRules = import('../lib/phone-number');

function Formatted({ phone }: { phone: string }) {
  return use(phoneRules).displayedPhone(phone);
}

/** A stored phone number, grouped as its country writes it once the phone rules have loaded. */
export function PhoneNumberText({ phone }: { phone: string }) {
  return (
    <Suspense fallback={phoneText(phone)}>
      <Formatted phone={phone} />
    </Suspense>
  );
}
