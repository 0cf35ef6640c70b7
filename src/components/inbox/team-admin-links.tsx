import { ScrollText, Settings, Users } from 'lucide-react';
import { ButtonLink } from '../ui/button';

/** The dashboard's links to the team, its audit trail and its settings (admins only: the caller decides). */
export function TeamAdminLinks() {
  return (
    <>
      <ButtonLink to="/admin/team" variant="quiet" size="sm" shape="box">
        <Users className="h-4 w-4" aria-hidden="true" />
        Team
      </ButtonLink>
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
