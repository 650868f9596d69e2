/**
 * Rewrites a built file so that no one reading it at the same time sees it half written.
 *
 * Docusaurus runs every plugin's postBuild at once: while this plugin rewrites the built pages (their
 * stylesheet links), the Markdown twins and the search index read them. `writeFile` truncates the file
 * and then writes it, so a reader in between got an empty or cut page ("no article" from the twins, and
 * the build failed; a search index could as well have silently missed a page's text). The new content
 * goes to a file beside it, which then replaces the old one by rename: a reader opens either the old
 * file or the new one, each complete.
 */
import {randomBytes} from 'node:crypto';
import {rename, rm, writeFile} from 'node:fs/promises';

export async function writeFileAtomic(file: string, data: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, {force: true});
    throw error;
  }
}
