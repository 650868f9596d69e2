/**
 * Rewrites a built file so that no one reading it at the same time sees it half written: Docusaurus runs
 * every plugin's postBuild at once, and the Markdown twins and the search index read the pages this plugin
 * rewrites. The new content goes to a file beside it, which replaces the old one by rename.
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
