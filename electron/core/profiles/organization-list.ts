/**
 * The organizations a profile may act in, for the picker of the profile form
 * (`profiles.organizations`). No API read of a real server's organizations is known: the
 * reference lists none, and the one endpoint about organizations, the creation-wizard
 * requests, may submit a request rather than list (and carries no organization UUIDs), so it
 * is never asked for this. What can be listed without asking the server is listed: the
 * built-in demo server's organizations, which this core started and knows. Anything else
 * answers `none`; the shells word each source (what was asked, or what to do instead: paste
 * the UUID from the portal).
 */
import type { OrganizationChoice, OrganizationList, ProfileView } from '../../../shared/models/profile';
import { sameBaseUrl } from '../connections/connections';

export function organizationList(
  profile: ProfileView,
  demo: { url: string; organizations: readonly OrganizationChoice[] } | null,
): OrganizationList {
  if (profile.demo && demo && sameBaseUrl(demo.url, profile.baseUrl)) {
    return {
      source: 'demo',
      organizations: demo.organizations.map(({ uuid, name, fullName }) => ({ uuid, name, fullName })),
    };
  }
  return { source: 'none', organizations: [] };
}
