// Part of the facts sheet (../facts.ts): see the rules for editors there.

// ---------------------------------------------------------------------------------------------
// Roles and permissions
// ---------------------------------------------------------------------------------------------

/** Permission keys of the role matrix, in the order the Settings > Roles page lists them. */
export const permissionKeys = [
  'uploadMedia',
  'editAnyMedia',
  'deleteMedia',
  'manageChannels',
  'manageSites',
  'manageEvents',
  'managePlayers',
  'viewAnalytics',
  'exportAnalytics',
  'manageUsers',
  'manageRolesAndRestrictionProfiles',
  'manageSsoAndMfaPolicy',
  'manageApiKeys',
  'manageBilling',
] as const;
export type PermissionKey = (typeof permissionKeys)[number];

/** Row labels of the role matrix, as shown on Settings > Roles. */
export const permissionLabels = {
  uploadMedia: 'Upload media',
  editAnyMedia: 'Edit any media',
  deleteMedia: 'Delete media',
  manageChannels: 'Manage channels',
  manageSites: 'Manage sites',
  manageEvents: 'Manage events',
  managePlayers: 'Manage players',
  viewAnalytics: 'View analytics',
  exportAnalytics: 'Export analytics',
  manageUsers: 'Manage users',
  manageRolesAndRestrictionProfiles: 'Manage roles and restriction profiles',
  manageSsoAndMfaPolicy: 'Manage SSO and MFA policy',
  manageApiKeys: 'Manage API keys',
  manageBilling: 'Manage billing',
} as const satisfies Readonly<Record<PermissionKey, string>>;

/** Account roles, in the order the product lists them (most to least powerful). */
export const roleIds = ['owner', 'administrator', 'editor', 'contributor', 'analyst', 'viewer'] as const;
export type RoleId = (typeof roleIds)[number];

/** One account role. */
export interface Role {
  readonly name: string;
  /** One line for tables and role pickers. */
  readonly summary: string;
  /** Whether a user with this role uses one of the plan's seats. */
  readonly usesSeat: boolean;
  /** At most this many per account; `null` means no limit beyond seats. */
  readonly maxPerAccount: number | null;
  readonly permissions: Readonly<Record<PermissionKey, boolean>>;
  /** Qualifications the matrix cannot show. */
  readonly notes: readonly string[];
}

export const roles = {
  owner: {
    name: 'Owner',
    summary: 'Full control of the account, including billing and transferring ownership.',
    usesSeat: true,
    maxPerAccount: 1,
    permissions: {
      uploadMedia: true,
      editAnyMedia: true,
      deleteMedia: true,
      manageChannels: true,
      manageSites: true,
      manageEvents: true,
      managePlayers: true,
      viewAnalytics: true,
      exportAnalytics: true,
      manageUsers: true,
      manageRolesAndRestrictionProfiles: true,
      manageSsoAndMfaPolicy: true,
      manageApiKeys: true,
      manageBilling: true,
    },
    notes: [
      'Every account has exactly one Owner.',
      'Only the Owner manages billing and can transfer ownership.',
      'The Owner can always sign in with a password and MFA, even when SSO is enforced (break-glass sign-in).',
    ],
  },
  administrator: {
    name: 'Administrator',
    summary: 'Manages users, security and every content area, but not billing.',
    usesSeat: true,
    maxPerAccount: null,
    permissions: {
      uploadMedia: true,
      editAnyMedia: true,
      deleteMedia: true,
      manageChannels: true,
      manageSites: true,
      manageEvents: true,
      managePlayers: true,
      viewAnalytics: true,
      exportAnalytics: true,
      manageUsers: true,
      manageRolesAndRestrictionProfiles: true,
      manageSsoAndMfaPolicy: true,
      manageApiKeys: true,
      manageBilling: false,
    },
    notes: [
      "Administrators cannot change the Owner's role or remove the Owner.",
      'Only an Administrator can receive ownership when the Owner transfers it.',
    ],
  },
  editor: {
    name: 'Editor',
    summary: 'Manages all media, channels, sites, events and players.',
    usesSeat: true,
    maxPerAccount: null,
    permissions: {
      uploadMedia: true,
      editAnyMedia: true,
      deleteMedia: true,
      manageChannels: true,
      manageSites: true,
      manageEvents: true,
      managePlayers: true,
      viewAnalytics: true,
      exportAnalytics: true,
      manageUsers: false,
      manageRolesAndRestrictionProfiles: false,
      manageSsoAndMfaPolicy: false,
      manageApiKeys: false,
      manageBilling: false,
    },
    notes: ['Editors can apply existing restriction profiles to media, but cannot create or change them.'],
  },
  contributor: {
    name: 'Contributor',
    summary: 'Uploads media and edits the media they uploaded.',
    usesSeat: true,
    maxPerAccount: null,
    permissions: {
      uploadMedia: true,
      editAnyMedia: false,
      deleteMedia: false,
      manageChannels: false,
      manageSites: false,
      manageEvents: false,
      managePlayers: false,
      viewAnalytics: false,
      exportAnalytics: false,
      manageUsers: false,
      manageRolesAndRestrictionProfiles: false,
      manageSsoAndMfaPolicy: false,
      manageApiKeys: false,
      manageBilling: false,
    },
    notes: [
      'Contributors can edit the details, captions, chapters and thumbnails of media they uploaded.',
      'Contributors see the Analytics tab of media they uploaded, but not the Analytics area.',
      'Deleting media, including their own, needs an Editor or above.',
    ],
  },
  analyst: {
    name: 'Analyst',
    summary: 'Views and exports analytics for the whole account.',
    usesSeat: true,
    maxPerAccount: null,
    permissions: {
      uploadMedia: false,
      editAnyMedia: false,
      deleteMedia: false,
      manageChannels: false,
      manageSites: false,
      manageEvents: false,
      managePlayers: false,
      viewAnalytics: true,
      exportAnalytics: true,
      manageUsers: false,
      manageRolesAndRestrictionProfiles: false,
      manageSsoAndMfaPolicy: false,
      manageApiKeys: false,
      manageBilling: false,
    },
    notes: ['Analysts can watch any media in the library, but cannot change it.'],
  },
  viewer: {
    name: 'Viewer',
    summary: 'Watches private media, channels, sites and events shared with the account.',
    usesSeat: false,
    maxPerAccount: null,
    permissions: {
      uploadMedia: false,
      editAnyMedia: false,
      deleteMedia: false,
      manageChannels: false,
      manageSites: false,
      manageEvents: false,
      managePlayers: false,
      viewAnalytics: false,
      exportAnalytics: false,
      manageUsers: false,
      manageRolesAndRestrictionProfiles: false,
      manageSsoAndMfaPolicy: false,
      manageApiKeys: false,
      manageBilling: false,
    },
    notes: [
      'Viewers do not use a seat, so an account can have any number of them.',
      'Viewers see Home and Media (read only); other areas are hidden.',
    ],
  },
} as const satisfies Readonly<Record<RoleId, Role>>;

/** Ownership rules. */
export const ownership = {
  ownersPerAccount: 1,
  /** Who can receive ownership. */
  transferTo: 'administrator',
  /** Conditions checked before a transfer is allowed. */
  transferRequirements: [
    'The new Owner already has the Administrator role and an active account.',
    'The new Owner has multi-factor authentication turned on.',
    'The new Owner accepts the transfer from the email Vidcove sends within 7 days.',
  ],
  /** Role the previous Owner gets after the transfer. */
  previousOwnerBecomes: 'administrator',
  transferAcceptDays: 7,
} as const satisfies {
  readonly transferTo: RoleId;
  readonly previousOwnerBecomes: RoleId;
  readonly [key: string]: unknown;
};

/**
 * Who can open the Settings pages that no permission of the role matrix covers. The other pages
 * follow the matrix: Users and Roles (manageUsers), Restriction profiles
 * (manageRolesAndRestrictionProfiles), Single sign-on and Security (manageSsoAndMfaPolicy), API keys
 * (manageApiKeys) and Billing (manageBilling).
 */
export const settingsAccess = {
  /** Settings > Account, with the account key. */
  account: ['owner', 'administrator'],
  /** Settings > Branding. */
  branding: ['owner', 'administrator'],
  /** Settings > Integrations: import sources, Power BI DataConnect and webhooks. */
  integrations: ['owner', 'administrator'],
} as const satisfies Readonly<Record<string, readonly RoleId[]>>;
