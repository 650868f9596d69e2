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
};
