/** The two interactive tools of the help articles, used as a reader would. */
import {expect, test} from './fixtures';

test('the embed-code builder explains bad input and builds a working snippet', async ({page}) => {
  await page.goto('/embedding-media/responsive-embeds');
  const builder = page.getByRole('region', {name: 'Embed code builder'});
  const mediaId = builder.getByLabel('Media ID');
  await mediaId.fill('K7D2-M9X4');
  await expect(builder.getByText(/A media ID is 10 lowercase letters and digits/)).toBeVisible();
  await expect(mediaId).toHaveAttribute('aria-invalid', 'true');
  await expect(builder.locator('pre')).toHaveCount(0);

  await mediaId.fill('k7d2m9x4qp');
  await builder.getByLabel('Start at').fill('-10');
  await expect(builder.getByText('The start time cannot be negative.')).toBeVisible();
  await expect(builder.locator('pre')).toHaveCount(0);

  await builder.getByLabel('Start at').fill('1:30');
  await builder.getByLabel('Muted').check();
  await builder.getByLabel('Autoplay').check();
  await builder.getByLabel('Aspect ratio').selectOption('9:16');
  const snippets = builder.locator('pre');
  await expect(snippets).toHaveCount(2);
  await expect(snippets.first()).toBeVisible();
  await expect(snippets.nth(1)).toBeVisible();
  await expect(snippets.first()).toContainText(
    'https://play.vidcove.com/embed/k7d2m9x4qp?start=90&amp;autoplay=1&amp;muted=1',
  );
  await expect(snippets.first()).toContainText('aspect-ratio: 9 / 16');
  await expect(snippets.nth(1)).toContainText('padding-top: 177.78%');
  await expect(builder.getByRole('button', {name: 'Copy iframe code'})).toBeVisible();

  await builder.getByLabel('Fixed size in pixels').check();
  await builder.getByLabel('Width', {exact: true}).fill('50');
  await expect(builder.getByText('The width must be between 200 and 3840 pixels.')).toBeVisible();
  await builder.getByLabel('Width', {exact: true}).fill('960');
  await builder.getByLabel('Height', {exact: true}).fill('540');
  await expect(snippets.first()).toContainText('width="960" height="540"');
});

test('the bitrate calculator gives sizes, upload times and ladder bitrates with units', async ({page}) => {
  await page.goto('/technical-information/bitrate');
  const size = page.getByRole('group', {name: 'File size from bitrate and duration'});
  await size.getByLabel('Total bitrate (video plus audio)').fill('8000');
  await size.getByLabel('Duration').fill('1');
  await expect(size.locator('output')).toBeVisible();
  await expect(size.locator('output')).toHaveText('File size: 1 MB (977 KiB)');
  await size.getByLabel('Duration').fill('1:00:00');
  await expect(size.locator('output')).toHaveText('File size: 3.6 GB (3.35 GiB)');
  await size.getByLabel('Duration').fill('soon');
  await expect(size.getByText('Enter a duration such as 90, 1:30 or 1:00:00.')).toBeVisible();

  const upload = page.getByRole('group', {name: 'Upload time from file size and bandwidth'});
  await upload.getByLabel('File size').fill('1');
  await upload.getByLabel('Size unit').selectOption('GB');
  await upload.getByLabel('Upload bandwidth').fill('20');
  await expect(upload.locator('output').getByText(/Upload time: 6 min 40 s/)).toBeVisible();

  const ladder = page.getByRole('group', {name: 'Recommended bitrate from resolution and frame rate'});
  await ladder.getByLabel('Resolution').selectOption('1080p');
  await ladder.getByLabel('Frame rate').selectOption('60');
  await expect(ladder.locator('output').getByText(/7,800 kbps/)).toBeVisible();
  await ladder.getByLabel('Resolution').selectOption('480p');
  await expect(ladder.locator('output').getByText(/Vidcove delivers 480p at 30 fps/)).toBeVisible();
});

test('a link to the embed-code builder opens it below the navbar, by a stable, readable id', async ({page}) => {
  await page.goto('/embedding-media/responsive-embeds#embed-code-builder');
  const heading = page.getByRole('heading', {name: 'Embed code builder', exact: true});
  await expect(heading).toHaveAttribute('id', 'embed-code-builder');
  await expect(heading).toBeInViewport();
  const navbar = (await page.locator('nav.navbar').boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  // Its fields are labelled by ids built from the same name, never from React's useId.
  await expect(page.getByRole('textbox', {name: 'Media ID'})).toHaveAttribute('id', 'embed-code-builder-mediaId');
});
