// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {domains, product} from '../product';

// ---------------------------------------------------------------------------------------------
// Integrations
// ---------------------------------------------------------------------------------------------

/** One import source. */
export interface ImportSource {
  readonly name: string;
  /** Route slug of its help article under /library/importing-from-other-systems/. */
  readonly slug: string;
  /** How Vidcove connects. */
  readonly connection: string;
  /** What you need before you start. */
  readonly requirements: readonly string[];
  /** Whether new files can be imported automatically. */
  readonly automaticImport: boolean;
}

export const integrations = {
  importSources: [
    {
      name: 'API',
      slug: 'api',
      connection: 'REST API: POST /v1/media with a source URL, or a single-request or multipart upload.',
      requirements: ['An API key with Read and write access (Settings > API keys).'],
      automaticImport: true,
    },
    {
      name: 'Box',
      slug: 'box',
      connection: 'OAuth 2.0 sign-in to Box from Settings > Integrations.',
      requirements: [
        'A Box account with access to the files.',
        'If your Box admin restricts third-party apps, they must approve the Vidcove app in the Box Admin Console.',
      ],
      automaticImport: false,
    },
    {
      name: 'Dropbox',
      slug: 'dropbox',
      connection: 'OAuth 2.0 sign-in to Dropbox from Settings > Integrations.',
      requirements: ['A Dropbox account (Basic, Plus, Business or Advanced) with access to the files.'],
      automaticImport: false,
    },
    {
      name: 'Google Drive',
      slug: 'google-drive',
      connection: 'OAuth 2.0 sign-in with a Google account, read-only Drive access.',
      requirements: [
        'A Google account with access to the files, including shared drives.',
        'For Google Workspace, your admin may need to mark the Vidcove app as trusted in the Admin console.',
      ],
      automaticImport: false,
    },
    {
      name: 'OneDrive',
      slug: 'onedrive',
      connection: 'OAuth 2.0 sign-in with a Microsoft work, school or personal account.',
      requirements: [
        'Access to the files in OneDrive or a SharePoint document library.',
        'For work or school accounts, a Microsoft Entra ID admin may need to grant admin consent to the Vidcove app.',
      ],
      automaticImport: false,
    },
    {
      name: 'Amazon S3',
      slug: 's3',
      connection: 'An IAM role that Vidcove assumes (recommended), or an access key ID and secret access key.',
      requirements: [
        'Bucket name.',
        'Bucket region, for example eu-west-2.',
        'An IAM role ARN with your account key as the external ID, or an access key ID and secret access key.',
        'Permissions s3:GetObject and s3:ListBucket on the bucket (and kms:Decrypt if objects use SSE-KMS).',
      ],
      automaticImport: true,
    },
    {
      name: 'Web URL',
      slug: 'web',
      connection: 'Vidcove downloads the file from a public HTTPS or HTTP address.',
      requirements: [
        'A direct link to the file that needs no sign-in (pre-signed URLs must stay valid for at least 24 hours).',
        'Web pages and streaming manifests are not supported.',
      ],
      automaticImport: false,
    },
    {
      name: 'Zoom',
      slug: 'zoom',
      connection: 'The Vidcove app from the Zoom App Marketplace, authorised with OAuth 2.0.',
      requirements: [
        'A paid Zoom plan with cloud recording turned on.',
        'A Zoom admin pre-approves the Vidcove app if your Zoom account restricts Marketplace apps.',
      ],
      automaticImport: true,
    },
  ],
  /** Amazon S3 details shown on Settings > Integrations > Amazon S3. */
  s3: {
    fields: ['Bucket name', 'Region', 'Authentication', 'Role ARN', 'Access key ID', 'Secret access key', 'Prefix'],
    authenticationOptions: ['IAM role (recommended)', 'Access key'],
    vidcoveAwsAccountId: '418273645091',
    requiredPermissions: ['s3:GetObject', 's3:ListBucket'],
    optionalPermissions: ['kms:Decrypt'],
    /** How often a watched prefix is checked for new files when automatic import is on. */
    watchIntervalMinutes: 15,
  },
  zoom: {
    /** Which Zoom recording files are imported. */
    imports: ['Shared screen with speaker view (MP4)', 'Audio transcript (VTT), added as English captions'],
    automaticImportOption: 'Import new cloud recordings automatically',
  },
  /** Tools readers embed Vidcove media into, and how. */
  embedTargets: [
    {
      name: 'Confluence',
      slug: 'confluence',
      method: 'The Vidcove for Confluence app (Atlassian Marketplace), or the iframe macro on Data Center.',
    },
    {name: 'H5P', slug: 'h5p', method: 'The Iframe Embedder content type with the Vidcove embed URL.'},
    {name: 'Moodle', slug: 'moodle', method: "The embed code in the editor's HTML source view (Moodle 4.1 or later)."},
    {name: 'oEmbed', slug: 'oembed', method: 'Any oEmbed consumer, using the Vidcove oEmbed endpoint.'},
    {name: 'Rise 360', slug: 'rise-360', method: 'A Multimedia > Embed block with the embed code.'},
    {
      name: 'SharePoint',
      slug: 'sharepoint',
      method: `The Embed web part; ${domains.play} must be allowed in HTML Field Security.`,
    },
    {name: 'TinyMCE', slug: 'tinymce', method: 'The media plugin, or source code view with iframes allowed.'},
    {
      name: 'WordPress',
      slug: 'wordpress',
      method: 'A Custom HTML block, or the Vidcove Embeds plugin for pasted links.',
    },
    {
      name: 'Zendesk',
      slug: 'zendesk',
      method: `The Guide article editor's source code view, with unsafe content allowed for ${domains.play}.`,
    },
  ],
  identityProviders: {
    protocols: ['SAML 2.0', 'OpenID Connect'],
    tested: ['Microsoft Entra ID (formerly Azure AD)', 'Okta', 'Google Workspace', 'OneLogin', 'Ping Identity'],
  },
  powerBi: {
    name: 'Power BI DataConnect',
    plan: 'enterprise',
    /** An OData v4 feed; in Power BI Desktop use Get data > OData feed. */
    feedType: 'OData v4',
    feedUrl: `${product.apiHost}/dataconnect/v1/odata/{accountKey}`,
    authentication: 'Basic: user name is your account key, password is a DataConnect token.',
    powerBiSteps: 'Get data > OData feed',
    /** Labels on Settings > Integrations > Power BI DataConnect. */
    buttons: {connect: 'Connect', createToken: 'Create token', revokeToken: 'Revoke token'},
    tables: ['Media', 'Views', 'ViewerSessions', 'Channels', 'Events', 'EventAttendance'],
    /** Data in the feed is refreshed this often. */
    refreshIntervalHours: 1,
    historyMonths: 25,
  },
  webhooks: {
    name: 'Webhooks',
    events: [
      'media.created',
      'media.ready',
      'media.failed',
      'media.deleted',
      'event.started',
      'event.ended',
      'recording.ready',
    ],
    signatureHeader: 'Vidcove-Signature',
    signatureAlgorithm: 'HMAC-SHA256',
    /** Failed deliveries are retried with backoff for this many hours. */
    retryHours: 24,
    timeoutSeconds: 10,
  },
} as const satisfies {
  readonly importSources: readonly ImportSource[];
  readonly [key: string]: unknown;
};
