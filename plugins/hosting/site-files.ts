/**
 * Files every web server is asked for whatever the pages link: `/robots.txt` (crawlers) and
 * `/favicon.ico` (browsers and tools that ignore `<link rel="icon">`), and the pruning of what the build
 * must not publish (see HIDDEN_PATHS: maintainers' notes, source maps, dotfiles; and symbolic links), so
 * that hosts that read no rules at all do not serve them either.
 */
import {readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {isHidden} from './policy';

export function robotsTxt(siteUrl: string): string {
  return `# Every page may be crawled; the sitemap lists them.\nUser-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** An ICO file holding the SVG icon rendered as PNG at 16, 32 and 48 pixels (PNG entries: Windows Vista+). */
export async function faviconIco(svgFile: string, sizes: readonly number[] = [16, 32, 48]): Promise<Buffer> {
  const images = await Promise.all(
    sizes.map((size) => sharp(svgFile, {density: 384}).resize(size, size).png().toBuffer()),
  );
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    const size = sizes[index]!;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

const RULE_FILES = new Set(['/_headers', '/_redirects']);

/** Removes from the build every file no host may serve; returns their URL paths. */
export async function pruneHidden(buildDir: string): Promise<string[]> {
  const removed: string[] = [];
  const visit = async (dir: string) => {
    for (const entry of await readdir(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      const urlPath = `/${path.relative(buildDir, full).split(path.sep).join('/')}${entry.isDirectory() ? '/' : ''}`;
      // The rule files are hidden from every server, but written by this same step: they stay. Symbolic
      // links go: a host (nginx, a static host's upload) would follow them, possibly out of the build.
      if (entry.isSymbolicLink() || (isHidden(urlPath) && !RULE_FILES.has(urlPath))) {
        await rm(full, {recursive: true, force: true});
        removed.push(urlPath);
      } else if (entry.isDirectory()) {
        await visit(full);
      }
    }
  };
  await visit(buildDir);
  return removed;
}

export async function writeSiteFiles(buildDir: string, siteUrl: string, iconSvg: string): Promise<void> {
  await writeFile(path.join(buildDir, 'robots.txt'), robotsTxt(siteUrl));
  await writeFile(path.join(buildDir, 'favicon.ico'), await faviconIco(iconSvg));
}
