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
    /** The page that the link in the password reset email opens. */
    resetPassword: {
      fields: {newPassword: 'New password', confirmPassword: 'Confirm password'},
      buttons: {reset: 'Reset password'},
    },
    /** Messages the sign-in page shows, word for word (troubleshooting headings quote them). */
    messages: {
      incorrectCredentials: 'Incorrect email or password.',
      lockedOut: 'Too many failed attempts. Try again later.',
      invalidCode: "That code didn't work. Check the code and try again.",
      invitationExpired: 'This invitation has expired.',
    },
  },
  /** The sign-up form behind the trial's sign-up button, and the email that confirms the address. */
  signUp: {
    fields: {
      email: 'Work email',
      firstName: 'First name',
      lastName: 'Last name',
      organisation: 'Organisation name',
      password: 'Password',
    },
    buttons: {create: 'Create account'},
    confirmEmail: {subject: 'Confirm your email address', button: 'Confirm email address'},
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
    /** The menu above the list that offers `sortOptions`. */
    sortLabel: 'Sort by',
    /** The dialog that Media > New folder opens. */
    newFolderDialog: {fields: {name: 'Folder name'}, buttons: {create: 'Create folder'}},
    /** Actions shown when one or more media are selected. */
    bulkActions: ['Add tags', 'Remove tags', 'Move', 'Add to channel', 'Apply restriction profile', 'Delete'],
    /** The dialog that the Add tags and Remove tags bulk actions open. */
    bulkTagsDialog: {fields: {tags: 'Tags'}, buttons: {apply: 'Apply'}},
    /** The dialog that the Add to channel bulk action opens. */
    addToChannelDialog: {fields: {channel: 'Channel'}, buttons: {add: 'Add to channel'}},
    statuses: ['Uploading', 'Processing', 'Ready', 'Failed'],
    /**
     * What a Failed media item shows on its Details tab: this line, then the reason of its ingest
     * error code (api.ingestStatus.errorCodes), for example "Couldn't download the file".
     */
    failedMessage: 'Vidcove could not add this media.',
    failedReasons: {
      source_unreachable: "Couldn't download the file.",
      unsupported_source: "The address isn't a video or audio file.",
      file_too_large: 'The file is too large.',
      too_long: 'The media is too long.',
      corrupt_file: "The file is damaged and can't be processed.",
      processing_timeout: 'Processing took too long.',
      upload_expired: "The file didn't arrive in time.",
    },
    uploadDialog: {
      title: 'Upload media',
      dropZone: 'Drag files here or browse',
      buttons: {browse: 'Browse', startUpload: 'Start upload', requestUploadLink: 'Request upload link'},
    },
    /** The dialog that Request upload link opens. Expires offers `limits.uploadLinkExpiryOptions`. */
    uploadLinkDialog: {
      fields: {expires: 'Expires', folder: 'Save files to'},
      buttons: {create: 'Create link', copy: 'Copy link'},
    },
    importDialog: {
      title: 'Import media',
      sources: ['Amazon S3', 'Box', 'Dropbox', 'Google Drive', 'OneDrive', 'Web URL', 'Zoom'],
      /** Connect and Disconnect act on your own connection to the chosen source (Box, Dropbox, Google Drive, OneDrive). */
      buttons: {connect: 'Connect', disconnect: 'Disconnect', selectFiles: 'Select files', startImport: 'Start import'},
      /** The field for the address when Web URL is the source. */
      urlField: 'File URL',
    },
    recentlyDeleted: {
      buttons: {restore: 'Restore', deletePermanently: 'Delete permanently'},
      /** The confirmation that Delete opens, and its button. */
      deleteDialog: {title: 'Delete media?', confirm: 'Delete'},
      /** The confirmation that Delete permanently opens; the button repeats the action. */
      deletePermanentlyDialog: {title: 'Delete permanently?', confirm: 'Delete permanently'},
      /** What the player shows in embeds, on watch pages and behind simple links of deleted media. */
      playerMessage: 'This video is no longer available.',
      /** What deleting changes, until the media is restored or deleted permanently. */
      whileDeleted: [
        'Embeds, watch pages and simple links show the message instead of the video; their code and addresses keep working again after a restore.',
        'The media disappears from channels, sites and searches, and keeps its place in each channel for a restore.',
        'Its analytics are kept, and still count in account totals.',
        'It still counts towards your storage.',
      ],
      /** What a restore brings back. */
      restoreKeeps:
        'The media comes back with the same media ID, captions, chapters, thumbnails, settings and analytics, in its folder and its places in channels.',
      /** What permanent deletion removes. */
      permanentEffects:
        'The media, its files and its captions are removed and its storage is freed. Its views still count in account totals and exports, under the title Deleted media. The media ID is never used again.',
    },
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
      /** The dialogs that Upload captions and Generate captions open. */
      uploadDialog: {fields: {file: 'Caption file', language: 'Language'}, buttons: {upload: 'Upload'}},
      generateDialog: {fields: {language: 'Spoken language'}, buttons: {generate: 'Generate'}},
      buttons: {
        upload: 'Upload captions',
        generate: 'Generate captions',
        edit: 'Edit',
        uploadTranscript: 'Upload transcript',
        download: 'Download',
        publish: 'Publish',
        /** Deletes a caption track, after a confirmation; it cannot be restored. */
        delete: 'Delete',
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
    chapters: {
      buttons: {add: 'Add chapter', import: 'Import chapters', save: 'Save', remove: 'Remove'},
      /** Fields of a chapter row; Start time takes hh:mm:ss or mm:ss. */
      fields: {startTime: 'Start time', title: 'Chapter title'},
    },
    thumbnails: {
      buttons: {uploadImage: 'Upload image', chooseFrame: 'Choose frame', setAsThumbnail: 'Set as thumbnail'},
    },
    overlays: {
      buttons: {add: 'Add overlay', remove: 'Remove overlay'},
      types: ['Text', 'Image', 'Call to action'],
      fields: ['Start time', 'End time', 'Position', 'Link URL'],
      /** What the overlay shows: the text of a Text overlay, the file of an Image one, the label of a Call to action. */
      contentFields: {text: 'Overlay text', image: 'Upload image', buttonLabel: 'Button text'},
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
        /**
         * What the player shows, in embeds and on watch pages, to a viewer who is not signed in to
         * the account when the media is Private. Sign in opens the Vidcove sign-in page.
         */
        privateMessage: {
          title: 'This video is private.',
          reason: 'Sign in to your Vidcove account to watch it.',
          button: 'Sign in',
        },
      },
      fields: ['Visibility', 'Restriction profile', 'Allow downloads'],
    },
    embedShare: {
      buttons: {copyEmbedCode: 'Copy embed code', copyLink: 'Copy link', createSimpleLink: 'Create simple link'},
      options: ['Player', 'Start at', 'Autoplay', 'Muted', 'Loop', 'Captions', 'Responsive'],
      embedTypes: ['Iframe', 'Script', 'oEmbed'],
      /** The section of the tab that lists the media's simple links. */
      simpleLinksSection: 'Simple links',
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
    /** The dialog that New channel opens. */
    newChannelDialog: {fields: {name: 'Channel name'}, buttons: {create: 'Create channel'}},
    tabs: ['Overview', 'Media', 'Sections', 'Appearance', 'Audience', 'Share'],
    media: {
      buttons: {add: 'Add media', remove: 'Remove from channel'},
      /** The picker that Add media opens. */
      addDialog: {searchHint: 'Search media', buttons: {add: 'Add selected'}},
      sortLabel: 'Sort by',
      sortOptions: ['Manual', 'Newest first', 'Oldest first', 'Title A–Z'],
    },
    sections: {
      buttons: {add: 'Add section', chooseMedia: 'Choose media'},
      types: ['Media list', 'Featured media', 'Tag feed', 'Folder feed'],
      /** Fields of a section; Tag is for a tag feed, Folder for a folder feed. */
      fields: {title: 'Section title', type: 'Section type', tag: 'Tag', folder: 'Folder'},
    },
    appearance: {fields: ['Banner image', 'Logo', 'Accent colour', 'Layout'], layouts: ['Grid', 'List', 'Carousel']},
    audience: {
      label: 'Who can watch',
      options: ['Everyone', 'Signed-in viewers', 'Invited viewers only'],
      /** The list shown under Invited viewers only. */
      invited: {label: 'Invited viewers', buttons: {add: 'Add viewers', remove: 'Remove'}},
    },
    share: {buttons: {copyLink: 'Copy link', copyEmbedCode: 'Copy embed code'}},
    statuses: ['Draft', 'Published'],
  },
  sites: {
    label: 'Sites',
    buttons: {newSite: 'New site', duplicate: 'Duplicate', delete: 'Delete'},
    /** The dialog that New site opens, after the template is chosen. */
    newSiteDialog: {fields: {name: 'Site name'}, buttons: {create: 'Create site'}},
    templates: ['Blank', 'Video portal', 'Event hub', 'Training library'],
    editor: {
      toolbar: ['Preview', 'Publish', 'Unpublish'],
      panels: ['Pages', 'Widgets', 'Appearance', 'Settings'],
      buttons: {addPage: 'Add page', addWidget: 'Add widget'},
      previewDevices: ['Desktop', 'Tablet', 'Mobile'],
      /** The dialog that Add page opens. */
      addPageDialog: {fields: {name: 'Page name'}, buttons: {create: 'Create page'}},
      /** The Appearance panel. Use account branding copies the colours and font from Settings > Branding. */
      appearance: {
        fields: {
          primaryColour: 'Primary colour',
          accentColour: 'Accent colour',
          backgroundColour: 'Background colour',
          font: 'Font',
        },
        buttons: {useAccountBranding: 'Use account branding'},
      },
    },
    /** Settings of a selected widget. Done closes them; the page keeps the change. */
    widgetSettings: {
      chooseMedia: 'Choose media',
      channel: 'Channel',
      event: 'Event',
      header: {logo: 'Logo', navigation: 'Navigation', addLink: 'Add link'},
      footer: {text: 'Footer text', links: 'Links', addLink: 'Add link'},
    },
    /** Fields of the site settings tabs. */
    general: {fields: {name: 'Site name', address: 'Site address', siteId: 'Site ID'}},
    seo: {
      fields: {title: 'Site title', description: 'Site description', shareImage: 'Share image'},
      toggles: {allowIndexing: 'Let search engines index this site'},
    },
    customUrl: {
      fields: {domain: 'Custom domain'},
      /** Shown next to the domain on the Custom URL tab, in order. */
      statuses: ['Waiting for DNS', 'Issuing certificate', 'Active'],
    },
    registeredViewers: {buttons: {exportCsv: 'Export CSV', remove: 'Remove'}},
    settingsTabs: ['General', 'SEO', 'Registration', 'Registered viewers', 'Custom URL', 'Advanced footer'],
    /** The Registration tab of the site settings. */
    registration: {
      accessLabel: 'Who can open this site',
      access: {
        open: 'Anyone with the link',
        form: 'Registration form',
        identityProvider: 'Sign in with your identity provider',
        users: 'Users of this account only',
      },
      fields: {label: 'Form fields', addField: 'Add field', marketingConsent: 'Ask for marketing consent'},
    },
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
    /** Fields of the Details tab; Media to play is for simulated live events. */
    details: {
      fields: {title: 'Event title', description: 'Description', start: 'Start date and time', media: 'Media to play'},
    },
    /** Controls of the Registration tab; the options themselves are `events.registrationOptions`. */
    registration: {
      fields: {domains: 'Approved domains'},
      buttons: {addField: 'Add field', uploadCsv: 'Upload CSV'},
    },
    /** Controls of the Interactivity tab, beside `events.interactivity`. */
    interactivity: {buttons: {addPoll: 'Add poll'}},
    /**
     * The Styling tab's preview: Preview opens the event page in a new browser tab as viewers will see it
     * in the state chosen beside it, with the styling saved last. Only signed-in users of the account can
     * open it, and viewers see nothing of it.
     */
    styling: {buttons: {preview: 'Preview'}, previewStates: ['Waiting room', 'Live', 'Ended']},
    stream: {
      fields: ['Protocol', 'Server URL', 'Stream key', 'Latency mode'],
      buttons: {copyServerUrl: 'Copy server URL', copyStreamKey: 'Copy stream key', resetStreamKey: 'Reset stream key'},
    },
    controlRoom: {
      buttons: {open: 'Open control room', startPreview: 'Start preview', goLive: 'Go live', endEvent: 'End event'},
      panels: ['Preview', 'Stream health', 'Chat', 'Q&A', 'Viewers'],
      /** Buttons on a message in the Chat panel and on a question in the Q&A panel. */
      moderation: {approve: 'Approve', reject: 'Reject', markAnswered: 'Mark as answered'},
    },
    statuses: ['Draft', 'Scheduled', 'Preview', 'Live', 'Ended', 'Recording ready'],
  },
  players: {
    label: 'Players',
    buttons: {newPlayer: 'New player', setAsDefault: 'Set as default', duplicate: 'Duplicate', delete: 'Delete'},
    playerTypes: ['Video player', 'Audio-only player'],
    /** The dialog that New player opens, after the player type. */
    newPlayerDialog: {fields: {name: 'Player name'}, buttons: {create: 'Create player'}},
    tabs: ['Appearance', 'Controls', 'Branding', 'Sharing', 'Advanced'],
    defaultBadge: 'Default',
  },
  analytics: {
    label: 'Analytics',
    tabs: ['Overview', 'Media', 'Channels', 'Sites', 'Events', 'Viewers'],
    buttons: {dateRange: 'Date range', exportCsv: 'Export CSV', scheduleExport: 'Schedule export'},
    /** The dialog that Schedule export opens; it exports the tab and filters shown when it opens. */
    scheduleExportDialog: {
      fields: {name: 'Schedule name', frequency: 'Frequency', recipients: 'Recipients', timeZone: 'Time zone'},
      buttons: {create: 'Create schedule'},
    },
    /** The list of schedules, opened with the Scheduled exports link next to Schedule export. */
    scheduledExports: {
      label: 'Scheduled exports',
      buttons: {pause: 'Pause', resume: 'Resume', delete: 'Delete'},
    },
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
      /** The dialog that Transfer ownership opens, and the button in the email the new Owner receives. */
      transferDialog: {
        fields: {newOwner: 'New Owner'},
        buttons: {send: 'Send transfer request'},
        emailButton: 'Accept ownership',
      },
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
      /** The dialog that Invite users opens. Role offers every role except Owner. */
      inviteDialog: {fields: {emails: 'Email addresses', role: 'Role'}, buttons: {send: 'Send invitations'}},
      /** On a user's page (select the user's name). */
      userPage: {buttons: {resetMfa: 'Reset MFA'}},
      /** Shown by Invite users when the plan has no free seat for the role chosen. */
      messages: {noSeats: 'All seats are in use. Remove a user or buy more seats, then try again.'},
    },
    roles: {note: 'Roles are fixed; the page shows the permission matrix.'},
    restrictionProfiles: {
      buttons: {new: 'New restriction profile', applyToMedia: 'Apply to media'},
      fields: {name: 'Profile name'},
      /** The choice a Countries rule starts with. */
      countryModes: {allow: 'Allow only these countries', block: 'Block these countries'},
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
      /** Read-only values the Connection section shows for SAML, to copy into the identity provider. */
      samlValues: {entityId: 'Entity ID', acsUrl: 'ACS URL', metadataUrl: 'Metadata URL'},
      toggles: {enforce: 'Enforce SSO for all users', jit: 'Just-in-time provisioning'},
      sections: ['Connection', 'Role mapping', 'Enforcement'],
    },
    security: {
      toggles: {requireMfa: 'Require multi-factor authentication'},
      fields: ['Grace period', 'Allowed methods', 'Session timeout'],
    },
    apiKeys: {
      buttons: {create: 'Create API key', revoke: 'Revoke'},
      /** The dialog that Create API key opens, and the one that shows the new key once. */
      dialog: {buttons: {createKey: 'Create key', copyKey: 'Copy key', done: 'Done'}},
      fields: ['Name', 'Access', 'Expires'],
      accessOptions: ['Read only', 'Read and write'],
      expiryOptions: ['Never', '30 days', '90 days', '1 year'],
    },
    integrations: {
      tiles: ['Amazon S3', 'Box', 'Dropbox', 'Google Drive', 'OneDrive', 'Zoom', 'Power BI DataConnect', 'Webhooks'],
      buttons: {connect: 'Connect', manage: 'Manage', disconnect: 'Disconnect'},
    },
    branding: {
      fields: ['Logo', 'Favicon', 'Primary colour', 'Accent colour', 'Font', 'Email sender name'],
      /**
       * One switch for players, sites and event pages. Turning it off removes the Vidcove logo on
       * plans with `removeVidcoveBranding`; on the other plans it stays on and cannot be changed.
       */
      toggles: {showVidcoveLogo: 'Show the Vidcove logo'},
      /** Where each field of Settings > Branding shows. Players, and channels with their own Appearance, are not changed. */
      appliesTo: {
        Logo: 'the top-left corner of the web app, watch pages and emails from your account, and the header of new sites',
        Favicon: 'the browser tab of watch pages, channel pages, event pages and sites (not the web app)',
        'Primary colour': 'headers and links of watch pages and event pages, and buttons in emails',
        'Accent colour': 'buttons and highlights of watch pages and event pages',
        Font: 'text of watch pages and event pages',
        'Email sender name':
          'the sender of invitations, event registrations and reminders, and scheduled exports from your account',
      },
      /** What account branding never changes. */
      notApplied:
        'Players keep their own Appearance and Branding tabs. Channels and sites keep their own appearance; a site takes the account colours and font when you select Use account branding in its Appearance panel.',
    },
    billing: {
      sections: ['Plan', 'Usage', 'Invoices', 'Payment method'],
      buttons: {
        changePlan: 'Change plan',
        buySeats: 'Buy more seats',
        updatePaymentMethod: 'Update payment method',
        downloadInvoice: 'Download',
        cancelSubscription: 'Cancel subscription',
        resumeSubscription: 'Resume subscription',
      },
      /** Fields of the Invoices section, printed on every invoice. */
      fields: {billingEmail: 'Billing email', companyAddress: 'Company address', vatNumber: 'VAT number'},
      /** The dialog that Cancel subscription opens: a reason, then the confirmation. */
      cancelDialog: {fields: {reason: 'Reason for cancelling'}, confirm: 'Cancel subscription'},
      /** Invoice statuses in the Invoices list. */
      invoiceStatuses: ['Paid', 'Due', 'Overdue'],
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
      /** The dialog that Change password opens. */
      changePasswordDialog: {
        fields: {current: 'Current password', new: 'New password', confirm: 'Confirm new password'},
      },
    },
    help: ['Help centre', 'Contact support', 'Service status', 'Keyboard shortcuts', "What's new"],
    /** The form that Help > Contact support opens. Priority offers the names of `support.priorities`. */
    contactSupport: {
      fields: {subject: 'Subject', priority: 'Priority', description: 'Description', attachments: 'Attachments'},
      buttons: {send: 'Send request'},
    },
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
