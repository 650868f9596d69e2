/**
 * How each walkthrough (plugins/videos/walkthroughs.ts) is filmed: the illustration it animates and, for
 * each numbered step of its article, the rectangle of the illustration the step acts on (the control to
 * select, the field to fill), in the illustration's own pixels: [x, y, width, height]. The generator pans
 * and zooms to that rectangle, rings it, and shows the step's text.
 */
export type Rect = readonly [x: number, y: number, width: number, height: number];

export interface Shots {
  /** PNG illustration, from the repository root (the one the article shows). */
  readonly illustration: string;
  /** One rectangle per numbered step, in order; the whole picture for a step it cannot show. */
  readonly focus: readonly Rect[];
}

export const shots: Record<string, Shots> = {
  'signing-in': {
    illustration: 'docs/getting-started/img/accessing-vidcove-sign-in.png',
    // 1 the address bar; 2 Email and Continue; 3 Password and Sign in; 4 the Verification code boxes; 5 Verify.
    focus: [
      [212, 40, 856, 64],
      [64, 372, 436, 224],
      [582, 372, 436, 264],
      [1100, 372, 436, 128],
      [1104, 552, 428, 88],
    ],
  },
  'viewing-reports': {
    illustration: 'docs/getting-started/img/viewing-reports-analytics.png',
    // 1 Analytics in the left navigation; 2 Date range; 3 the Media to Viewers tabs.
    focus: [
      [8, 410, 226, 58],
      [892, 98, 188, 64],
      [400, 196, 512, 58],
    ],
  },
  'uploading-media': {
    illustration: 'docs/library/uploading-your-media/img/uploading-upload-dialog.png',
    // Step 1 opens the dialog (the picture shows it open); 2 the drop zone; 3 the file list; 4 Start upload.
    focus: [
      [200, 60, 1200, 920],
      [260, 232, 1080, 300],
      [260, 568, 1080, 196],
      [1112, 848, 228, 76],
    ],
  },
  'customising-a-channel': {
    illustration: 'docs/channels/img/customising-appearance-tab.png',
    // 1 the channel's name (the list of channels is not in the picture); 2 the Appearance tab; 3 Banner image; 4 Logo; 5 Save.
    focus: [
      [280, 100, 420, 80],
      [638, 200, 128, 56],
      [322, 304, 772, 240],
      [320, 564, 114, 146],
      [1426, 882, 112, 60],
    ],
  },
  'adding-captions': {
    illustration: 'docs/managing-media/using-the-caption-editor/img/using-the-caption-editor-upload.png',
    // 1 the media's title; 2 the Captions tab; 3 Upload captions; 4 Caption file; 5 Language; 6 Upload.
    focus: [
      [68, 60, 560, 64],
      [196, 136, 136, 64],
      [72, 216, 280, 80],
      [876, 556, 608, 124],
      [876, 696, 608, 124],
      [1280, 832, 200, 84],
    ],
  },
  'sharing-simple-links': {
    illustration: 'docs/managing-media/sharing-simple-links/img/sharing-simple-links-dialog.png',
    // 1 the whole media page (the media list is not in the picture); 2 Embed & share; 3 Create simple link;
    // 4 Link name; 5 Expires; 6 Password; 7 Create.
    focus: [
      [0, 0, 1600, 1080],
      [884, 130, 168, 52],
      [444, 200, 230, 56],
      [852, 548, 576, 90],
      [852, 658, 576, 90],
      [852, 767, 576, 90],
      [1284, 916, 142, 60],
    ],
  },
  'embedding-in-wordpress': {
    illustration: 'docs/embedding-media/img/wordpress-custom-html-block.png',
    // 1 Embed & share; 2 Responsive; 3 Iframe; 4 Copy embed code; 5 the whole block editor; 6 the Block Inserter (+);
    // 7 the inserter's search; 8 the Custom HTML block; 9 the block with the code; 10 Preview; 11 Save draft and Publish.
    focus: [
      [304, 144, 208, 56],
      [52, 304, 248, 48],
      [56, 404, 184, 72],
      [56, 704, 288, 80],
      [632, 68, 936, 800],
      [652, 78, 68, 68],
      [648, 168, 336, 76],
      [648, 252, 168, 152],
      [1028, 372, 520, 264],
      [1212, 304, 156, 72],
      [1264, 78, 288, 68],
    ],
  },
  'going-live': {
    illustration: 'docs/managing-events/img/running-control-room.png',
    // 1 the whole control room (the step opens it); 2 the whole picture (the encoder is not in it); 3 Start preview;
    // 4 the Preview panel; 5 Go live.
    focus: [
      [0, 0, 1600, 1000],
      [0, 0, 1600, 1000],
      [996, 90, 190, 60],
      [40, 168, 960, 560],
      [1190, 90, 172, 60],
    ],
  },
  'customising-the-player': {
    illustration: 'docs/media-players/img/customising-your-player-appearance.png',
    // From the SVG (viewBox 800x440, drawn at 2x): 1 the Training player card; 2 the Appearance tab; 3 Primary colour;
    // 4 Control bar colour; 5 Play button style; 6 Corner radius; 7 Save.
    focus: [
      [272, 332, 396, 128],
      [712, 312, 176, 64],
      [716, 400, 384, 116],
      [1140, 400, 384, 116],
      [716, 540, 384, 116],
      [1140, 540, 384, 100],
      [1384, 744, 164, 88],
    ],
  },
  'creating-a-restriction-profile': {
    illustration: 'docs/managing-your-account/setting-up-restriction-profiles/img/restriction-profiles-domains.png',
    // 1 Settings and Restriction profiles in the two navigation columns; 2 New restriction profile; 3 the profile's name;
    // 4 the restriction types and their details; 5 Save.
    focus: [
      [8, 274, 476, 250],
      [1176, 96, 352, 64],
      [556, 200, 290, 80],
      [548, 312, 956, 524],
      [556, 860, 110, 62],
    ],
  },
  'setting-up-sso': {
    illustration: 'docs/managing-your-account/img/sso-saml-connection.png',
    // 1 Settings and Single sign-on in the two navigation columns; 2 the whole page (Set up SSO is not in the picture);
    // 3 SAML 2.0; 4 the values to copy into the identity provider.
    focus: [
      [10, 322, 474, 198],
      [0, 0, 1600, 1140],
      [558, 256, 212, 60],
      [550, 336, 962, 400],
    ],
  },
  'requiring-mfa': {
    illustration: 'docs/managing-your-account/user-management/img/user-management-require-mfa.png',
    // 1 Settings and Security in the two navigation columns; 2 Require multi-factor authentication; 3 Grace period;
    // 4 Allowed methods; 5 Save.
    focus: [
      [10, 367, 472, 153],
      [558, 212, 498, 60],
      [558, 286, 386, 112],
      [562, 412, 300, 140],
      [564, 676, 110, 62],
    ],
  },
  'creating-a-site': {
    illustration: 'docs/building-a-site/img/creating-a-site-new-site.png',
    // From the SVG (viewBox 800x380, drawn at 2x): 1 Sites; 2 New site; 3 the templates; 4 Site name; 5 Create site.
    focus: [
      [8, 292, 224, 72],
      [1340, 108, 240, 88],
      [272, 208, 1304, 240],
      [308, 512, 744, 128],
      [1320, 544, 220, 92],
    ],
  },
  'creating-an-api-key': {
    illustration: 'docs/technical-information/img/rest-api-api-keys.png',
    // 1 Settings and API keys in the two navigation columns; 2 Create API key; 3 Name; 4 Access; 5 Expires;
    // 6 the new key's form (Create key is not in the picture); 7 the whole page (nor is Copy key).
    focus: [
      [8, 415, 483, 144],
      [946, 118, 236, 72],
      [1228, 202, 326, 100],
      [1228, 316, 326, 122],
      [1228, 456, 326, 238],
      [1207, 191, 366, 530],
      [0, 0, 1600, 860],
    ],
  },
};
