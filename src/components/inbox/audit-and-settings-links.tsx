import { ScrollText, Settings } from 'lucide-react';
import { ButtonLink } from '../ui/button';

/** The dashboard's links to the admin's audit trail and team settings (admins only: the caller decides). */
export function AuditAndSettingsLinks() {
  return (
    <>
      <ButtonLink to="/admin/audit" variant="quiet" size="sm" shape="box">
        <ScrollText className="h-4 w-4" aria-hidden="true" />
        Audit
      </ButtonLink>
      <ButtonLink to="/admin/team-settings" variant="quiet" size="sm" shape="box">
        <Settings className="h-4 w-4" aria-hidden="true" />
        Team settings
      </ButtonLink>
    </>
  );
}
