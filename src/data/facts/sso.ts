// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {product} from '../product';
import {type PlanId} from './product';
import {type RoleId} from './roles';

// ---------------------------------------------------------------------------------------------
// Single sign-on and multi-factor authentication
// ---------------------------------------------------------------------------------------------

export const sso = {
  plan: 'enterprise',
  saml: {
    /** Values Vidcove shows under Settings > Single sign-on > Connection. */
    entityId: `${product.appUrl}/saml/{accountKey}`,
    acsUrl: `${product.appUrl}/saml/{accountKey}/acs`,
    metadataUrl: `${product.appUrl}/saml/{accountKey}/metadata`,
    /** Extra reply URL for viewer sign-in on sites and events. */
    viewerAcsUrl: `${product.appUrl}/saml/{accountKey}/viewer/acs`,
    nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    /** Attribute claim names Vidcove reads from the assertion. */
    attributes: {
      email: 'email',
      givenName: 'givenName',
      surname: 'surname',
      groups: 'groups',
    },
    requiredAttributes: ['email'],
    /** Fields you fill in from your identity provider. */
    idpFields: ['IdP entity ID', 'IdP sign-in URL', 'IdP signing certificate'],
    signature: 'Assertions must be signed with RSA-SHA256.',
    clockSkewMinutes: 3,
  },
  oidc: {
    fields: ['Issuer URL', 'Client ID', 'Client secret'],
    redirectUri: `${product.appUrl}/oidc/callback`,
    viewerRedirectUri: `${product.appUrl}/oidc/viewer/callback`,
    scopes: ['openid', 'email', 'profile'],
    /** Add this scope to receive group claims for role mapping. */
    optionalScopes: ['groups'],
    responseType: 'code',
    pkce: true,
  },
  jitProvisioning: {
    label: 'Just-in-time provisioning',
    /** Role given to a new user when no group matches a role mapping. */
    defaultRole: 'viewer',
    description: 'Creates a Vidcove user the first time someone signs in through your identity provider.',
  },
  roleMapping: {
    /** Group values map to these roles; the most powerful match wins. Owner cannot be mapped. */
    mappableRoles: ['administrator', 'editor', 'contributor', 'analyst', 'viewer'],
    evaluatedAt: 'every sign-in',
  },
  enforcement: {
    label: 'Enforce SSO for all users',
    effect:
      'Users sign in only through your identity provider; Vidcove passwords and Vidcove MFA are turned off for them.',
    /** Who still has a Vidcove password, with SSO set up but not enforced, and once it is enforced. */
    passwords: {
      notEnforced:
        'Until SSO is enforced, users can sign in through your identity provider or with their Vidcove password, and reset that password as usual.',
      enforced:
        'Once SSO is enforced, users have no Vidcove password to reset: they reset their work password with their IT team. The Owner always keeps a Vidcove password and MFA for emergency sign-in.',
    },
    /** The Owner keeps a password and MFA sign-in for emergencies. */
    breakGlass: {
      who: 'owner',
      url: `${product.loginUrl}/owner`,
      requires: "The Owner's password and MFA.",
    },
  },
} as const satisfies {
  readonly plan: PlanId;
  readonly jitProvisioning: {readonly defaultRole: RoleId; readonly [key: string]: unknown};
  readonly roleMapping: {readonly mappableRoles: readonly RoleId[]; readonly [key: string]: unknown};
  readonly enforcement: {
    readonly breakGlass: {readonly who: RoleId; readonly [key: string]: unknown};
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
};

export const mfa = {
  methods: {
    authenticatorApp: {
      name: 'Authenticator app',
      standard: 'TOTP (RFC 6238)',
      digits: 6,
      periodSeconds: 30,
      examples: ['Microsoft Authenticator', 'Google Authenticator', '1Password', 'Authy'],
    },
    securityKey: {
      name: 'Security key or passkey',
      standard: 'WebAuthn (FIDO2)',
      examples: ['YubiKey', 'Windows Hello', 'Touch ID and Face ID', 'Android passkeys'],
      maxPerUser: 10,
    },
  },
  recoveryCodes: {
    count: 10,
    singleUse: true,
    /** Format of one code. */
    format: 'xxxxx-xxxxx (10 lowercase letters and digits)',
  },
  enforcement: {
    label: 'Require multi-factor authentication',
    setBy: ['owner', 'administrator'],
    gracePeriodOptionsDays: [0, 3, 7, 14],
    gracePeriodDefaultDays: 7,
    effect:
      'Users without MFA are asked to set it up at sign-in; after the grace period they cannot continue until they do.',
  },
  trustBrowserDays: 30,
  /** With SSO enforced, MFA is handled by your identity provider instead. */
  ssoNote: 'When SSO is enforced, your identity provider handles MFA.',
  /** Who can turn MFA on for their own user. */
  selfService: 'Every user can turn on MFA for themselves, whatever their role, on every plan.',
  /** Who can reset another user's MFA. */
  resetBy: ['owner', 'administrator'],
} as const satisfies {
  readonly enforcement: {readonly setBy: readonly RoleId[]; readonly [key: string]: unknown};
  readonly resetBy: readonly RoleId[];
  readonly [key: string]: unknown;
};
