// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {domains, product} from '../product';
import {api} from './api';

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
  /**
   * Who a connection belongs to: `user` (each person connects their own account from the Import
   * media dialog, and only they import through it), `account` (connected once for the whole
   * Vidcove account in Settings > Integrations) or `none` (no connection needed).
   */
  readonly connectionScope: 'user' | 'account' | 'none';
}

export const integrations = {
  importSources: [
    {
      name: 'API',
      slug: 'api',
      connection: `REST API: ${api.operations['media-new'].method} ${api.operations['media-new'].path} (media-new), with a URL Vidcove downloads or an upload you send to a signed URL.`,
      requirements: ['An API key with Read and write access (Settings > API keys).'],
      automaticImport: true,
      connectionScope: 'none',
    },
    {
      name: 'Box',
      slug: 'box',
      connection: 'OAuth 2.0 sign-in to Box from the Import media dialog, with your own Box account.',
      requirements: [
        'A Box account with access to the files.',
        'If your Box admin restricts third-party apps, they must enable the Vidcove app in the Box Admin Console.',
      ],
      automaticImport: false,
      connectionScope: 'user',
    },
    {
      name: 'Dropbox',
      slug: 'dropbox',
      connection: 'OAuth 2.0 sign-in to Dropbox from the Import media dialog, with your own Dropbox account.',
      requirements: [
        'A Dropbox account, personal or team, with access to the files.',
        'If you are in a Dropbox team, connected apps are not turned off for the team.',
      ],
      automaticImport: false,
      connectionScope: 'user',
    },
    {
      name: 'Google Drive',
      slug: 'google-drive',
      connection:
        'OAuth 2.0 sign-in with your own Google account from the Import media dialog, read-only Drive access.',
      requirements: [
        'A Google account with access to the files, including shared drives.',
        'For Google Workspace, your admin may need to mark the Vidcove app as trusted in the Admin console.',
      ],
      automaticImport: false,
      connectionScope: 'user',
    },
    {
      name: 'OneDrive',
      slug: 'onedrive',
      connection:
        'OAuth 2.0 sign-in with your own Microsoft work, school or personal account from the Import media dialog.',
      requirements: [
        'Access to the files in OneDrive or a SharePoint document library.',
        'For work or school accounts, a Microsoft Entra ID admin may need to grant admin consent to the Vidcove app.',
      ],
      automaticImport: false,
      connectionScope: 'user',
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
      connectionScope: 'account',
    },
    {
      name: 'Web URL',
      slug: 'web',
      connection: `Vidcove downloads the file from a public ${api.newMedia.urlSchemes.map((scheme) => scheme.toUpperCase()).join(' or ')} address.`,
      requirements: [
        `A direct link to the file that needs no sign-in (pre-signed URLs must stay valid for at least ${api.newMedia.sourceUrlValidHours} hours).`,
        'Web pages and streaming manifests are not supported.',
      ],
      automaticImport: false,
      connectionScope: 'none',
    },
    {
      name: 'Zoom',
      slug: 'zoom',
      connection: 'The Vidcove app from the Zoom App Marketplace, authorised with OAuth 2.0.',
      requirements: [
        'A paid Zoom plan with cloud recording turned on.',
        'A Zoom admin approves the Vidcove app first if your Zoom account restricts Marketplace apps.',
      ],
      automaticImport: true,
      connectionScope: 'account',
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
    /** The switch under Manage on the Amazon S3 tile that turns on automatic import. */
    automaticImportOption: 'Import new files automatically',
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
      method:
        'The Vidcove for Confluence app (Atlassian Marketplace) on Cloud, or the HTML macro on Data Center once a Confluence administrator enables it.',
    },
    {name: 'Canvas LMS', slug: 'canvas', method: "The Rich Content Editor's Embed tool with the embed code."},
    {name: 'H5P', slug: 'h5p', method: 'The Iframe Embedder content type with the Vidcove embed URL.'},
    {name: 'Moodle', slug: 'moodle', method: "The embed code in the editor's HTML source view (Moodle 4.1 or later)."},
    {name: 'oEmbed', slug: 'oembed', method: 'Any oEmbed consumer, using the Vidcove oEmbed endpoint.'},
    {name: 'Rise 360', slug: 'rise-360', method: 'An Embed block with the embed code.'},
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
      method: "The article editor's HTML view, once a Knowledge admin allows unsafe HTML in the help centre.",
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
    /**
     * The header's value: `t=` the Unix time of the delivery, then `v1=` the hex HMAC-SHA256 of
     * `{t}.{raw request body}`, keyed with the webhook's signing secret.
     */
    signatureFormat: 't={timestamp},v1={hexSignature}',
    signedContent: '{timestamp}.{rawBody}',
    /** Shown once, when the webhook is added, on Settings > Integrations > Webhooks. */
    secretLabel: 'Signing secret',
    /** Refuse deliveries whose timestamp is further than this from your clock (replays). */
    toleranceMinutes: 5,
    /** A delivery's JSON body: one event. */
    exampleDelivery: {
      id: 'evt_01J1A2B3C4D5E6F7G8H9J0K1M2',
      type: 'media.ready',
      created_at: '2025-06-03T10:21:48Z',
      data: {media_id: 'b5t9r1m7zd'},
    },
    /** Failed deliveries are retried with backoff for this many hours. */
    retryHours: 24,
    timeoutSeconds: 10,
  },
} as const satisfies {
  readonly importSources: readonly ImportSource[];
  readonly [key: string]: unknown;
};
