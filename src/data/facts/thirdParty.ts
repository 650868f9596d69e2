// Part of the facts sheet (../facts.ts): see the rules for editors there.

// ---------------------------------------------------------------------------------------------
// Third-party products
//
// Steps that happen in another company's product (Moodle, WordPress, Entra ID, …) are true for
// the version they were checked against. Each product here records that version, the month it
// was checked and the vendor documentation it was checked with; pages show it with
// <CheckedAgainst product="moodle" /> (src/components/CheckedAgainst). When you check a page's
// steps against the vendor's current documentation, update `version`, `checked` and `sources`
// here, in the same change as the steps. A product whose steps nobody has checked yet is `null`:
// the component refuses it, so no page can claim a check that was not made.
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
  canvas: {name: 'Canvas LMS', check: null},
  wordpress: {name: 'WordPress', check: null},
  sharepoint: {name: 'SharePoint in Microsoft 365', check: null},
  confluenceCloud: {name: 'Confluence Cloud', check: null},
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
  zendesk: {name: 'Zendesk', check: null},
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
  h5p: {name: 'H5P', check: null},
  rise360: {name: 'Rise 360', check: null},
  entraId: {name: 'Microsoft Entra ID', check: null},
  okta: {name: 'Okta', check: null},
  powerBi: {name: 'Power BI Desktop', check: null},
  zoom: {name: 'Zoom', check: null},
  box: {name: 'Box', check: null},
  dropbox: {name: 'Dropbox', check: null},
  googleDrive: {name: 'Google Drive', check: null},
  oneDrive: {name: 'OneDrive', check: null},
  s3: {name: 'Amazon S3', check: null},
} as const satisfies Readonly<Record<string, ThirdPartyProduct>>;

export type ThirdPartyId = keyof typeof thirdParty;
