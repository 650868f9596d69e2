/**
 * The settings of the feedback and missed searches endpoints from the environment, checked at start-up
 * (serve.ts and feedback-service.ts): a bad value stops the server with one line that names the setting,
 * rather than failing at the first reader's post.
 */
import {constants} from 'node:fs';
import {access, mkdir, open, realpath} from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_FEEDBACK_FILE, DEFAULT_RATE_LIMIT, type FeedbackHandlerOptions} from './feedback';
import {DEFAULT_SEARCHES_FILE, DEFAULT_SEARCHES_RATE_LIMIT} from './missed-searches';

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

/** Refuses a file (named by its setting) the static server would publish, and one the server cannot append to. */
async function checkStoreFile(setting: string, file: string, servedRoot: string | undefined): Promise<void> {
  if (servedRoot) {
    const [real, root] = await Promise.all([resolvedPath(file), resolvedPath(servedRoot)]);
    const inside = path.relative(root, real);
    if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
      throw new Error(`${setting} ${file} is inside the served folder ${servedRoot}, so readers could download it.`);
    }
  }
  try {
    await mkdir(path.dirname(file), {recursive: true});
    await (await open(file, 'a')).close();
    await access(file, constants.W_OK);
  } catch (error) {
    const {code, message} = error as NodeJS.ErrnoException;
    throw new Error(`${setting} ${file} cannot be written (${code ?? message}).`);
  }
}

interface Where {
  readonly servedRoot?: string;
  readonly trustedProxies?: number;
}

/** One endpoint's settings: the names of its file and rate limit settings, and their defaults. */
interface StoreSettings {
  readonly fileSetting: string;
  readonly defaultFile: string;
  readonly rateSetting: string;
  readonly defaultRate: {readonly max: number; readonly windowMs: number};
}

async function storeOptions(
  env: Environment,
  settings: StoreSettings,
  {servedRoot, trustedProxies = 0}: Where,
): Promise<FeedbackHandlerOptions> {
  const {fileSetting, defaultFile, rateSetting, defaultRate} = settings;
  const file = path.resolve(env[fileSetting] || defaultFile);
  const options = {
    file,
    rateLimit: {...defaultRate, max: wholeNumber(env, rateSetting, defaultRate.max)},
    trustedProxies: wholeNumber(env, 'TRUST_PROXY', trustedProxies),
  };
  await checkStoreFile(fileSetting, file, servedRoot);
  return options;
}

/** The feedback handler's options from FEEDBACK_FILE, FEEDBACK_RATE_LIMIT and TRUST_PROXY, checked. */
export function feedbackOptionsFromEnvironment(env: Environment, where: Where = {}): Promise<FeedbackHandlerOptions> {
  const settings = {
    fileSetting: 'FEEDBACK_FILE',
    defaultFile: DEFAULT_FEEDBACK_FILE,
    rateSetting: 'FEEDBACK_RATE_LIMIT',
    defaultRate: DEFAULT_RATE_LIMIT,
  };
  return storeOptions(env, settings, where);
}

/** The missed searches handler's options from SEARCHES_FILE, SEARCHES_RATE_LIMIT and TRUST_PROXY, checked. */
export function searchesOptionsFromEnvironment(env: Environment, where: Where = {}): Promise<FeedbackHandlerOptions> {
  const settings = {
    fileSetting: 'SEARCHES_FILE',
    defaultFile: DEFAULT_SEARCHES_FILE,
    rateSetting: 'SEARCHES_RATE_LIMIT',
    defaultRate: DEFAULT_SEARCHES_RATE_LIMIT,
  };
  return storeOptions(env, settings, where);
}
