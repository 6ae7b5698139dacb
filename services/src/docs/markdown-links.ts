import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface BrokenLink {
  /** The Markdown file, relative to the repository root. */
  readonly file: string;
  readonly target: string;
  readonly problem: 'outside the repository' | 'no such file' | 'no such heading';
}

// Code shows commands and paths as text, not links: fenced blocks and inline spans are skipped.
const fencedCode = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const inlineCode = /`[^`\n]*`/g;
/** `[text](target)` and `![alt](target "title")`; reference definitions `[id]: target`. */
const inlineLink = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const referenceDefinition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm;

const headingLine = /^#{1,6}\s+(.+?)\s*#*\s*$/gm;

/** Targets of the links in a Markdown text, in order. */
export const linkTargets = (markdown: string): string[] => {
  const prose = markdown.replace(fencedCode, '').replace(inlineCode, '');
  return [...prose.matchAll(inlineLink), ...prose.matchAll(referenceDefinition)].map(
    (match) => match[1] ?? '',
  );
};

/**
 * The anchors of a Markdown text's headings, as GitHub makes them: lowercased, punctuation
 * dropped, each space a hyphen (`## The two commands` → `the-two-commands`).
 */
export const headingAnchors = (markdown: string): Set<string> =>
  new Set(
    [...markdown.replace(fencedCode, '').matchAll(headingLine)].map((match) =>
      (match[1] ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );

/** A target on the web or a mail address: not a file of the repository. */
const isExternal = (target: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/**
 * Relative links of one Markdown file that do not lead to a file of the repository: a reader
 * who cloned it must be able to follow every one (`../shared/…` exists on no one else's disk).
 */
export const brokenLinks = (repository: string, file: string, markdown: string): BrokenLink[] => {
  const root = resolve(repository);
  const where = relative(root, file);
  return linkTargets(markdown).flatMap((target): BrokenLink[] => {
    if (isExternal(target)) return [];
    const [rawPath = '', anchor] = target.split('#');
    const path = decodeURI(rawPath);
    const resolved = path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
    if (resolved !== root && !resolved.startsWith(root + sep))
      return [{ file: where, target, problem: 'outside the repository' }];
    if (!existsSync(resolved)) return [{ file: where, target, problem: 'no such file' }];
    if (!anchor || !(path === '' || path.endsWith('.md'))) return [];
    const headings = headingAnchors(path === '' ? markdown : readFileSync(resolved, 'utf8'));
    return headings.has(decodeURIComponent(anchor).toLowerCase())
      ? []
      : [{ file: where, target, problem: 'no such heading' }];
  });
};

/** README.md and every Markdown file under docs/. */
export const documentationFiles = async (root: string): Promise<string[]> => {
  const docs = await readdir(join(root, 'docs'), { recursive: true }).catch(() => []);
  return [
    join(root, 'README.md'),
    ...docs.filter((name) => name.endsWith('.md')).map((name) => join(root, 'docs', name)),
  ].sort();
};

export const brokenDocumentationLinks = async (root: string): Promise<BrokenLink[]> => {
  const files = await documentationFiles(root);
  const found = await Promise.all(
    files.map(async (file) => brokenLinks(root, file, await readFile(file, 'utf8'))),
  );
  return found.flat();
};
