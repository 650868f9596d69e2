/**
 * The feedback endpoint's settings from the environment, checked at start-up (serve.ts and
 * feedback-service.ts): a bad value stops the server with one line that names the setting, rather
 * than failing at the first reader's post.
 */
import {constants} from 'node:fs';
import {access, mkdir, open, realpath} from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_FEEDBACK_FILE, DEFAULT_RATE_LIMIT, type FeedbackHandlerOptions} from './feedback';

type Environment = Readonly<Record<string, string | undefined>>;

/** A whole number of at least 0 from the environment, or a message naming the setting. */
function wholeNumber(env: Environment, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}".`);
  return Number(text);
}

/** The real path of `file`'s nearest existing folder, joined with the rest (symbolic links resolved). */
async function resolvedPath(file: string): Promise<string> {
  const rest: string[] = [];
  let existing = path.resolve(file);
  for (;;) {
    try {
      return path.join(await realpath(existing), ...rest);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return path.resolve(file);
      rest.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

/** Refuses a file the static server would publish, and one the server cannot append to. */
async function checkFeedbackFile(file: string, servedRoot: string | undefined): Promise<void> {
  if (servedRoot) {
    const [real, root] = await Promise.all([resolvedPath(file), resolvedPath(servedRoot)]);
    const inside = path.relative(root, real);
    if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
      throw new Error(`FEEDBACK_FILE ${file} is inside the served folder ${servedRoot}, so readers could download it.`);
    }
  }
  try {
    await mkdir(path.dirname(file), {recursive: true});
    await (await open(file, 'a')).close();
    await access(file, constants.W_OK);
  } catch (error) {
    const {code, message} = error as NodeJS.ErrnoException;
    throw new Error(`FEEDBACK_FILE ${file} cannot be written (${code ?? message}).`);
  }
}

/** The handler's options from FEEDBACK_FILE, FEEDBACK_RATE_LIMIT and TRUST_PROXY, checked. */
export async function feedbackOptionsFromEnvironment(
  env: Environment,
  {servedRoot, trustedProxies = 0}: {readonly servedRoot?: string; readonly trustedProxies?: number} = {},
): Promise<FeedbackHandlerOptions> {
  const file = path.resolve(env.FEEDBACK_FILE || DEFAULT_FEEDBACK_FILE);
  const options = {
    file,
    rateLimit: {...DEFAULT_RATE_LIMIT, max: wholeNumber(env, 'FEEDBACK_RATE_LIMIT', DEFAULT_RATE_LIMIT.max)},
    trustedProxies: wholeNumber(env, 'TRUST_PROXY', trustedProxies),
  };
  await checkFeedbackFile(file, servedRoot);
  return options;
}
