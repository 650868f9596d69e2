// Part of the facts sheet (../facts.ts): see the rules for editors there.

// ---------------------------------------------------------------------------------------------
// Third-party products
//
// Steps in another company's product are true for the version they were checked against, which
// <CheckedAgainst product="moodle" /> shows. Update `version`, `checked` and `sources` in the same
// change as the steps; a product nobody has checked is `null`, which the component refuses.
// ---------------------------------------------------------------------------------------------

/** When and against what a product's steps were checked. */
export interface ThirdPartyCheck {
  /** The product's version as its vendor names it ("5.2"), or `null` for a cloud service that has none. */
  readonly version: string | null;
  /** The edition or variant checked, when it matters ("Data Center", "block editor"). */
  readonly edition?: string;
  /** Year and month of the check, as `YYYY-MM`. */
  readonly checked: `${number}-${number}`;
  /** Vendor documentation the steps were checked against. */
  readonly sources: readonly string[];
  /** What the check found that articles must say, in one sentence each. */
  readonly notes?: readonly string[];
}

export interface ThirdPartyProduct {
  /** The product's name as its vendor writes it. */
  readonly name: string;
  readonly check: ThirdPartyCheck | null;
}

export const thirdParty = {
  moodle: {
    name: 'Moodle',
    check: {
      version: '5.2',
      checked: '2026-11',
      sources: ['https://moodledev.io/general/releases', 'https://moodledev.io/docs/apis/plugintypes/atto'],
      notes: [
        'TinyMCE is the only text editor in core from Moodle 5.0; the Atto editor was removed from core in 5.0.',
        'Moodle 4.5 and earlier can still offer Atto, if an administrator kept it as the default editor.',
      ],
    },
  },
  canvas: {
    name: 'Canvas LMS',
    check: {
      version: null,
      edition: 'Rich Content Editor (canvas-rce 7)',
      checked: '2026-12',
      sources: [
        'https://github.com/instructure/canvas-lms/blob/master/packages/canvas-rce/src/rce/plugins/instructure_media_embed/plugin.ts',
        'https://github.com/instructure/canvas-lms/blob/master/packages/canvas-rce/src/rce/plugins/instructure_media_embed/components/Embed.jsx',
      ],
      notes: [
        'The Embed tool is a toolbar button and the Embed item of the Insert menu; its dialog, Embed, has one field, Embed Code, and the buttons Close and Submit (Submit stays off while the field is empty).',
      ],
    },
  },
  teams: {
    name: 'Microsoft Teams',
    check: {
      version: null,
      checked: '2026-12',
      sources: [
        'https://learn.microsoft.com/en-us/microsoftteams/platform/tabs/what-are-tabs',
        'https://learn.microsoft.com/en-us/microsoftteams/platform/tabs/how-to/tab-requirements',
        'https://learn.microsoft.com/en-us/graph/api/channel-post-tabs',
      ],
      notes: [
        'Tabs are added to a channel or chat with the Add a tab (+) button next to its tabs; the Website app shows a web page in a tab, in a frame.',
        'A page shows in a tab only if it allows Teams to frame it; sign-in pages refuse to be framed.',
        'Admins can block the Website app with an app permission policy.',
      ],
    },
  },
  wordpress: {
    name: 'WordPress',
    check: {
      version: '7.0',
      edition: 'block editor',
      checked: '2026-11',
      sources: [
        'https://make.wordpress.org/core/2026/05/20/wordpress-7-0-release-day-process/',
        'https://github.com/WordPress/gutenberg',
        'https://app.unpkg.com/@wordpress/block-library@9.28.0/files/src/html/block.json',
      ],
      notes: [
        'The top-toolbar inserter is labelled Block Inserter (Toggle block inserter before WordPress 6.7); the Custom HTML block is core/html.',
        'Pasting an iframe needs the unfiltered_html capability, which on a multisite network only Super Admins have.',
      ],
    },
  },
  sharepoint: {
    name: 'SharePoint in Microsoft 365',
    check: {
      version: null,
      checked: '2026-11',
      sources: [
        'https://learn.microsoft.com/en-us/previous-versions/office/sharepoint-server/jj253265(v=office.15)',
        'https://learn.microsoft.com/en-us/previous-versions/office/sharepoint-server/jj175070(v=office.15)',
        'https://gist.github.com/thechriskent/d5ae94dfac0cfb111842590476405c7d',
      ],
      notes: [
        'Iframes in SharePoint pages follow HTML Field Security, a setting of each site collection (allowed domains only, any domain, or none).',
        'The allowed domains of many sites can be set with PowerShell instead of site by site.',
      ],
    },
  },
  confluenceCloud: {
    name: 'Confluence Cloud',
    check: {
      version: null,
      checked: '2026-11',
      sources: [
        'https://support.atlassian.com/organization-administration/docs/installing-and-managing-app-access/',
        'https://support.atlassian.com/confluence-cloud/docs/manage-your-apps/',
      ],
      notes: [
        'Marketplace apps are installed from Apps > Manage your apps > Discover new apps, with Get it now (free apps) or Try it free (paid apps), then Install.',
        'Users can install user apps unless an organisation or site admin turned on Block user apps.',
      ],
    },
  },
  confluenceDataCenter: {
    name: 'Confluence',
    check: {
      version: '10.2',
      edition: 'Data Center',
      checked: '2026-11',
      sources: [
        'https://confluence.atlassian.com/plugins/viewsource/viewpagesrc.action?pageId=401441662',
        'https://marketplace.atlassian.com/apps/1215176/open-api-documentation-for-confluence/version-history',
      ],
      notes: [
        'Confluence Data Center embeds raw HTML, such as an iframe, with the HTML macro, which a Confluence administrator must enable first; it has no built-in iframe macro.',
      ],
    },
  },
  zendesk: {
    name: 'Zendesk',
    check: {
      version: null,
      edition: 'help center',
      checked: '2026-12',
      sources: [
        'https://support.zendesk.com/hc/en-us/articles/4408839258778',
        'https://support.zendesk.com/hc/en-us/articles/9185667124506',
        'https://support.zendesk.com/hc/en-us/articles/4408824584602',
        'https://support.zendesk.com/hc/en-us/articles/4408825656474',
      ],
      notes: [
        'Guide admin is now called Knowledge admin.',
        'The article editor opens the HTML source with the HTML button at the end of its toolbar (Source Code in older editors).',
        'Zendesk limits the HTML of articles; iframes from other websites need unsafe HTML to be allowed by a Knowledge admin.',
      ],
    },
  },
  tinymce: {
    name: 'TinyMCE',
    check: {
      version: '8',
      checked: '2026-11',
      sources: ['https://www.tiny.cloud/docs/tinymce/latest/media/'],
      notes: [
        'The media plugin adds Insert/edit video to the Insert menu and the toolbar; its XSS filter is on by default.',
      ],
    },
  },
  h5p: {
    name: 'H5P Iframe Embedder',
    check: {
      version: '1.0',
      checked: '2026-11',
      sources: ['https://github.com/h5p/h5p-iframe-embed/blob/master/semantics.json'],
      notes: [
        'The content type has the fields Width (default 500px), Minimum width (default 300px), Height (default 500px) and Source.',
      ],
    },
  },
  rise360: {name: 'Rise 360', check: null},
  entraId: {
    name: 'Microsoft Entra ID',
    check: {
      version: null,
      checked: '2026-11',
      sources: [
        'https://learn.microsoft.com/en-us/entra/identity/enterprise-apps/add-application-portal-setup-sso',
        'https://learn.microsoft.com/en-us/entra/identity/enterprise-apps/add-application-portal',
        'https://learn.microsoft.com/en-us/entra/identity/enterprise-apps/application-properties',
        'https://learn.microsoft.com/en-us/entra/identity/enterprise-apps/configure-user-consent',
        'https://learn.microsoft.com/en-us/entra/identity/enterprise-apps/grant-admin-consent',
      ],
      notes: [
        'The admin centre path is now Entra ID > Enterprise apps (formerly Identity > Applications > Enterprise applications).',
        'Configuring SAML needs the Cloud Application Administrator or Application Administrator role, or ownership of the application.',
        'When users cannot consent to an app, Microsoft shows Need admin approval (AADSTS90094).',
      ],
    },
  },
  okta: {
    name: 'Okta',
    check: {
      version: null,
      edition: 'Workforce Identity Cloud',
      checked: '2026-11',
      sources: ['https://help.okta.com/en-us/content/topics/apps/define-group-attribute-statements.htm'],
      notes: [
        'The SAML 2.0 wizard is under Applications > Applications > Create App Integration; the IdP values are on the Sign On tab under View SAML setup instructions.',
        'An unassigned user gets access_denied with the description User is not assigned to the client application.',
      ],
    },
  },
  powerBi: {
    name: 'Power BI Desktop',
    check: {
      version: null,
      checked: '2026-11',
      sources: ['https://learn.microsoft.com/power-query/connectors/odata-feed'],
      notes: [
        'Get data > OData feed takes the feed URL and offers Anonymous, Windows, Basic, Web API and Organizational account sign-in.',
      ],
    },
  },
  zoom: {
    name: 'Zoom',
    check: {
      version: null,
      checked: '2026-11',
      sources: [
        'https://support.zoom.com/hc/en/article?id=zm_kb&sysparm_article=KB0062627',
        'https://support.zoom.com/hc/en/article?id=zm_kb&sysparm_article=KB0065362',
      ],
      notes: [
        'Cloud recording is on for every paid Zoom subscriber; a recording usually takes about twice its recorded length to process, and sometimes up to 24 hours.',
        'Recording settings are on the Recording tab of Settings in the Zoom web portal (Account Management > Account Settings for the whole account).',
      ],
    },
  },
  box: {
    name: 'Box',
    check: {
      version: null,
      checked: '2026-11',
      sources: [
        'https://support.box.com/hc/en-us/articles/360044196653',
        'https://support.box.com/hc/en-us/articles/360044195293',
      ],
      notes: ['Only primary admins and co-admins can enable apps in the Box Admin Console.'],
    },
  },
  dropbox: {
    name: 'Dropbox',
    check: {
      version: null,
      checked: '2026-11',
      sources: [
        'https://help.dropbox.com/integrations/third-party-apps',
        'https://help.dropbox.com/teams-admins/admin/app-integrations',
      ],
      notes: [
        'Connected apps are listed, and can be disconnected, under Settings > Apps on dropbox.com.',
        'A team admin can turn connected apps off for the team in the Admin console.',
      ],
    },
  },
  googleDrive: {
    name: 'Google Drive',
    check: {
      version: null,
      edition: 'Google Workspace',
      checked: '2026-11',
      sources: ['https://support.google.com/a/answer/7281227'],
      notes: [
        'Workspace admins trust an app in the Admin console under Security > Access and data control > API controls > Manage Third-Party App Access.',
      ],
    },
  },
  oneDrive: {
    name: 'OneDrive',
    check: {
      version: null,
      edition: 'work or school accounts',
      checked: '2026-11',
      sources: [
        'https://learn.microsoft.com/en-us/entra/identity/enterprise-apps/configure-user-consent',
        'https://learn.microsoft.com/en-us/entra/identity/enterprise-apps/grant-admin-consent',
      ],
      notes: ['When users cannot consent to an app themselves, Microsoft shows Need admin approval.'],
    },
  },
  s3: {
    name: 'AWS IAM',
    check: {
      version: null,
      checked: '2026-11',
      sources: [
        'https://docs.aws.amazon.com/IAM/latest/UserGuide/id_roles_create_for-user.html',
        'https://docs.aws.amazon.com/IAM/latest/UserGuide/id_roles_create_for-user_externalid.html',
      ],
      notes: [
        'A role for another AWS account trusts arn:aws:iam::<account ID>:root and can require an external ID (sts:ExternalId).',
      ],
    },
  },
} as const satisfies Readonly<Record<string, ThirdPartyProduct>>;

export type ThirdPartyId = keyof typeof thirdParty;
