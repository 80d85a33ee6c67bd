/**
 * Which server a call or a saved job goes through: a saved profile (by id), or a bare base
 * URL (the CLI's `--base-url` with the token in MDM_TOKEN). A job records the one it was
 * started with, so that it can be followed again after a restart, from the app or the CLI,
 * and the organization it acted in (`tenantOrganizationUuid`), so that it is followed in
 * that organization whatever the profile says later.
 */
export type ConnectionRef =
  { kind: 'profile'; id: string; organization?: string } | { kind: 'url'; baseUrl: string; organization?: string };
