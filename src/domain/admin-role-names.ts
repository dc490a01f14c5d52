// Decision 0120: the four admin roles. Apart from admin-roles.ts's grants, because the page config (in every
// first view's entry chunk) names the roles and only the admin screens need the grants.

export const ADMIN_ROLES = ['viewer', 'support', 'reports', 'owner'] as const;

export type AdminRole = (typeof ADMIN_ROLES)[number];
