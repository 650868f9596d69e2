/** The prop under which a docs tag page receives every tag's data (shared-tag-data.ts, theme/DocTagDocListPage). */
export const ALL_TAGS_PROP = 'allTags';
