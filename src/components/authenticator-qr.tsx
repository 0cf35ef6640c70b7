import { encodeQR } from '@paulmillr/qr';
import { useMemo } from 'react';

/** The QR code an authenticator app scans for the otpauth address `uri`, drawn in the browser as an SVG image. */
export function AuthenticatorQr({ uri, alt }: { uri: string; alt: string }) {
  const source = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(encodeQR(uri, 'svg', { ecc: 'medium' }))}`,
    [uri],
  );
  return <img src={source} alt={alt} width={200} height={200} className="mx-auto rounded-lg bg-white p-2" />;
}
