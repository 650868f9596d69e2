// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {product} from '../product';

// ---------------------------------------------------------------------------------------------
// Web app UI: navigation and labels
// ---------------------------------------------------------------------------------------------

export const ui = {
  appUrl: product.appUrl,
  signIn: {
    url: product.loginUrl,
    fields: {email: 'Email', password: 'Password', code: 'Verification code'},
    buttons: {
      continue: 'Continue',
      signIn: 'Sign in',
      verify: 'Verify',
      forgotPassword: 'Forgot password?',
      useRecoveryCode: 'Use a recovery code',
      useSecurityKey: 'Use a security key or passkey',
      trustBrowser: 'Trust this browser for 30 days',
    },
    ownerBreakGlassUrl: `${product.loginUrl}/owner`,
  },
  invitation: {
    emailSubject: "You've been invited to Vidcove",
    buttons: {accept: 'Accept invitation', createAccount: 'Create account'},
    fields: {firstName: 'First name', lastName: 'Last name', password: 'Password'},
  },
  /** Left navigation, top to bottom. */
  nav: ['Home', 'Media', 'Channels', 'Sites', 'Events', 'Players', 'Analytics', 'Settings'],
  home: {
    label: 'Home',
    cards: [
      'Getting started',
      'Recent media',
      'Views in the last 7 days',
      'Upcoming events',
      'Storage used',
      "What's new",
    ],
    buttons: {upload: 'Upload', newEvent: 'New event'},
  },
  media: {
    label: 'Media',
    buttons: {upload: 'Upload', import: 'Import', newFolder: 'New folder'},
    /** Left panel of the Media area. */
    panel: ['All media', 'Folders', 'Recently deleted'],
    /** Hint text inside the search box. */
    searchHint: 'Search media',
    filters: ['Type', 'Status', 'Tags', 'Folder', 'Uploaded by', 'Date added', 'Duration'],
    sortOptions: ['Date added', 'Title', 'Duration', 'Views'],
    /** Actions shown when one or more media are selected. */
    bulkActions: ['Add tags', 'Remove tags', 'Move', 'Add to channel', 'Apply restriction profile', 'Delete'],
    statuses: ['Uploading', 'Processing', 'Ready', 'Failed'],
    uploadDialog: {
      title: 'Upload media',
      dropZone: 'Drag files here or browse',
      buttons: {browse: 'Browse', startUpload: 'Start upload', requestUploadLink: 'Request upload link'},
    },
    importDialog: {
      title: 'Import media',
      sources: ['Amazon S3', 'Box', 'Dropbox', 'Google Drive', 'OneDrive', 'Web URL', 'Zoom'],
      buttons: {connect: 'Connect', selectFiles: 'Select files', startImport: 'Start import'},
    },
    recentlyDeleted: {buttons: {restore: 'Restore', deletePermanently: 'Delete permanently'}},
    /** Tabs of a media item, opened by selecting its title. */
    detailTabs: {
      details: 'Details',
      captions: 'Captions',
      chapters: 'Chapters',
      thumbnails: 'Thumbnails',
      overlays: 'Overlays',
      security: 'Security',
      analytics: 'Analytics',
      embedShare: 'Embed & share',
    },
    /** The "More actions" menu (three dots) at the top right of a media item. */
    moreActions: {
      label: 'More actions',
      items: ['Replace media', 'Download original', 'Duplicate', 'Move', 'Delete'],
    },
    details: {
      fields: ['Title', 'Description', 'Tags', 'Folder', 'Uploaded by', 'Media ID', 'Duration', 'Date added'],
      audioTracks: {
        section: 'Audio tracks',
        buttons: {add: 'Add audio track', rename: 'Rename', setDefault: 'Set as default', remove: 'Remove'},
        fields: {name: 'Track name', language: 'Language', kind: 'Type'},
        kinds: ['Main', 'Alternative language', 'Audio description', 'Commentary'],
      },
    },
    captions: {
      buttons: {
        upload: 'Upload captions',
        generate: 'Generate captions',
        edit: 'Edit',
        uploadTranscript: 'Upload transcript',
        download: 'Download',
        publish: 'Publish',
      },
      editor: {
        title: 'Caption editor',
        buttons: {
          addCaption: 'Add caption',
          split: 'Split',
          mergeWithNext: 'Merge with next',
          shiftTimings: 'Shift timings',
          findAndReplace: 'Find and replace',
          save: 'Save',
          publish: 'Publish',
        },
      },
    },
    chapters: {buttons: {add: 'Add chapter', import: 'Import chapters', save: 'Save'}},
    thumbnails: {
      buttons: {uploadImage: 'Upload image', chooseFrame: 'Choose frame', setAsThumbnail: 'Set as thumbnail'},
    },
    overlays: {
      buttons: {add: 'Add overlay'},
      types: ['Text', 'Image', 'Call to action'],
      fields: ['Start time', 'End time', 'Position', 'Link URL'],
    },
    security: {
      visibility: {
        label: 'Visibility',
        options: ['Public', 'Private'],
        /** What each option means for viewers. New uploads are Private until someone changes them. */
        meaning: {
          Public:
            'Anyone with the watch page link, an embed or a simple link can watch, subject to its restriction profile.',
          Private: 'Only people signed in to your Vidcove account (any role, including Viewer) can watch.',
        },
        defaultForNewUploads: 'Private',
      },
      fields: ['Visibility', 'Restriction profile', 'Allow downloads'],
    },
    embedShare: {
      buttons: {copyEmbedCode: 'Copy embed code', copyLink: 'Copy link', createSimpleLink: 'Create simple link'},
      options: ['Player', 'Start at', 'Autoplay', 'Muted', 'Loop', 'Captions', 'Responsive'],
      embedTypes: ['Iframe', 'Script', 'oEmbed'],
    },
    simpleLink: {
      dialogTitle: 'Create simple link',
      fields: ['Link name', 'Expires', 'Password'],
      buttons: {create: 'Create', copy: 'Copy', downloadQrCode: 'Download QR code', deactivate: 'Deactivate'},
    },
    replaceMedia: {
      dialogTitle: 'Replace media',
      options: ['Keep current captions', 'Keep current chapters', 'Keep current thumbnail'],
      buttons: {replace: 'Replace'},
    },
  },
  channels: {
    label: 'Channels',
    buttons: {newChannel: 'New channel', publish: 'Publish', unpublish: 'Unpublish'},
    tabs: ['Overview', 'Media', 'Sections', 'Appearance', 'Audience', 'Share'],
    media: {
      buttons: {add: 'Add media', remove: 'Remove from channel'},
      sortOptions: ['Manual', 'Newest first', 'Oldest first', 'Title A–Z'],
    },
    sections: {buttons: {add: 'Add section'}, types: ['Media list', 'Featured media', 'Tag feed', 'Folder feed']},
    appearance: {fields: ['Banner image', 'Logo', 'Accent colour', 'Layout'], layouts: ['Grid', 'List', 'Carousel']},
    audience: {label: 'Who can watch', options: ['Everyone', 'Signed-in viewers', 'Invited viewers only']},
    share: {buttons: {copyLink: 'Copy link', copyEmbedCode: 'Copy embed code'}},
    statuses: ['Draft', 'Published'],
  },
  sites: {
    label: 'Sites',
    buttons: {newSite: 'New site', duplicate: 'Duplicate', delete: 'Delete'},
    templates: ['Blank', 'Video portal', 'Event hub', 'Training library'],
    editor: {
      toolbar: ['Preview', 'Publish', 'Unpublish'],
      panels: ['Pages', 'Widgets', 'Appearance', 'Settings'],
      buttons: {addPage: 'Add page', addWidget: 'Add widget'},
      previewDevices: ['Desktop', 'Tablet', 'Mobile'],
    },
    settingsTabs: ['General', 'SEO', 'Registration', 'Registered viewers', 'Custom URL', 'Advanced footer'],
    widgets: [
      'Header',
      'Footer',
      'Hero banner',
      'Media grid',
      'Featured media',
      'Channel',
      'Event',
      'Player',
      'Text',
      'Image',
      'Button',
      'Search',
      'Registration form',
      'HTML embed',
    ],
    statuses: ['Draft', 'Published', 'Changes not published'],
  },
  events: {
    label: 'Events',
    buttons: {newEvent: 'New event'},
    eventTypes: ['Live event', 'Simulated live'],
    tabs: ['Details', 'Stream', 'Registration', 'Interactivity', 'Styling', 'Analytics'],
    stream: {
      fields: ['Protocol', 'Server URL', 'Stream key', 'Latency mode'],
      buttons: {copyServerUrl: 'Copy server URL', copyStreamKey: 'Copy stream key', resetStreamKey: 'Reset stream key'},
    },
    controlRoom: {
      buttons: {open: 'Open control room', startPreview: 'Start preview', goLive: 'Go live', endEvent: 'End event'},
      panels: ['Preview', 'Stream health', 'Chat', 'Q&A', 'Viewers'],
    },
    statuses: ['Draft', 'Scheduled', 'Preview', 'Live', 'Ended', 'Recording ready'],
  },
  players: {
    label: 'Players',
    buttons: {newPlayer: 'New player', setAsDefault: 'Set as default', duplicate: 'Duplicate', delete: 'Delete'},
    playerTypes: ['Video player', 'Audio-only player'],
    tabs: ['Appearance', 'Controls', 'Branding', 'Sharing', 'Advanced'],
    defaultBadge: 'Default',
  },
  analytics: {
    label: 'Analytics',
    tabs: ['Overview', 'Media', 'Channels', 'Sites', 'Events', 'Viewers'],
    buttons: {dateRange: 'Date range', exportCsv: 'Export CSV', scheduleExport: 'Schedule export'},
  },
  settings: {
    label: 'Settings',
    /** Settings pages, top to bottom. */
    pages: [
      'Account',
      'Users',
      'Roles',
      'Restriction profiles',
      'Single sign-on',
      'Security',
      'API keys',
      'Integrations',
      'Branding',
      'Billing',
    ],
    account: {
      fields: ['Account name', 'Account key', 'Time zone', 'Default language'],
      buttons: {copyAccountKey: 'Copy', transferOwnership: 'Transfer ownership'},
    },
    users: {
      buttons: {
        invite: 'Invite users',
        resendInvitation: 'Resend invitation',
        changeRole: 'Change role',
        deactivate: 'Deactivate',
        reactivate: 'Reactivate',
        remove: 'Remove',
      },
      statuses: ['Invited', 'Active', 'Deactivated'],
    },
    roles: {note: 'Roles are fixed; the page shows the permission matrix.'},
    restrictionProfiles: {
      buttons: {new: 'New restriction profile', applyToMedia: 'Apply to media'},
      types: ['Countries', 'Domains', 'IP ranges', 'Sign-in', 'Date window'],
    },
    singleSignOn: {
      buttons: {
        setUp: 'Set up SSO',
        downloadMetadata: 'Download metadata',
        testConnection: 'Test connection',
        addMapping: 'Add mapping',
      },
      protocols: ['SAML 2.0', 'OpenID Connect'],
      toggles: {enforce: 'Enforce SSO for all users', jit: 'Just-in-time provisioning'},
      sections: ['Connection', 'Role mapping', 'Enforcement'],
    },
    security: {
      toggles: {requireMfa: 'Require multi-factor authentication'},
      fields: ['Grace period', 'Allowed methods', 'Session timeout'],
    },
    apiKeys: {
      buttons: {create: 'Create API key', revoke: 'Revoke'},
      fields: ['Name', 'Access', 'Expires'],
      accessOptions: ['Read only', 'Read and write'],
      expiryOptions: ['Never', '30 days', '90 days', '1 year'],
    },
    integrations: {
      tiles: ['Amazon S3', 'Box', 'Dropbox', 'Google Drive', 'OneDrive', 'Zoom', 'Power BI DataConnect', 'Webhooks'],
      buttons: {connect: 'Connect', manage: 'Manage', disconnect: 'Disconnect'},
    },
    branding: {fields: ['Logo', 'Favicon', 'Primary colour', 'Accent colour', 'Font', 'Email sender name']},
    billing: {
      sections: ['Plan', 'Usage', 'Invoices', 'Payment method'],
      buttons: {changePlan: 'Change plan', buySeats: 'Buy more seats'},
    },
  },
  /** The menu under your initials, top right of every page. */
  userMenu: {
    label: 'your initials (top right)',
    items: ['Profile', 'Security', 'Help', 'Sign out'],
    profile: {fields: ['First name', 'Last name', 'Email', 'Language', 'Time zone']},
    security: {
      sections: ['Password', 'Multi-factor authentication', 'Recovery codes', 'Active sessions'],
      buttons: {
        changePassword: 'Change password',
        setUpAuthenticator: 'Set up authenticator app',
        addSecurityKey: 'Add security key or passkey',
        downloadRecoveryCodes: 'Download recovery codes',
        generateNewCodes: 'Generate new codes',
        signOutOtherSessions: 'Sign out other sessions',
      },
    },
    help: ['Help centre', 'Contact support', 'Service status', 'Keyboard shortcuts', "What's new"],
  },
  /** Labels that appear throughout the app. */
  common: {
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    done: 'Done',
    copy: 'Copy',
    copied: 'Copied',
    moreActions: 'More actions',
    close: 'Close',
  },
  /** Ready-made menu paths, written the way articles show them (in bold). */
  paths: {
    upload: 'Media > Upload',
    import: 'Media > Import',
    newFolder: 'Media > New folder',
    recentlyDeleted: 'Media > Recently deleted',
    newChannel: 'Channels > New channel',
    newSite: 'Sites > New site',
    newEvent: 'Events > New event',
    newPlayer: 'Players > New player',
    analytics: 'Analytics > Overview',
    exportAnalytics: 'Analytics > Export CSV',
    account: 'Settings > Account',
    accountKey: 'Settings > Account',
    transferOwnership: 'Settings > Account > Transfer ownership',
    users: 'Settings > Users',
    inviteUsers: 'Settings > Users > Invite users',
    roles: 'Settings > Roles',
    restrictionProfiles: 'Settings > Restriction profiles',
    singleSignOn: 'Settings > Single sign-on',
    accountSecurity: 'Settings > Security',
    apiKeys: 'Settings > API keys',
    integrations: 'Settings > Integrations',
    dataConnect: 'Settings > Integrations > Power BI DataConnect',
    webhooks: 'Settings > Integrations > Webhooks',
    branding: 'Settings > Branding',
    billing: 'Settings > Billing',
    yourProfile: 'Profile',
    yourSecurity: 'Security',
    contactSupport: 'Help > Contact support',
    serviceStatus: 'Help > Service status',
  },
} as const;
