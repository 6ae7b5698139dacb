import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config';
import {
  brokenDocumentationLinks,
  brokenLinks,
  headingAnchors,
  linkTargets,
} from './markdown-links';

describe('documentation links', () => {
  it('lead from README.md and docs/ only to files of this repository', async () => {
    expect(await brokenDocumentationLinks(repoRoot)).toEqual([]);
  });
});

describe('linkTargets', () => {
  it('finds inline links, images and reference definitions, not code', () => {
    const markdown = [
      'See [the design](docs/architecture.md#roles) and ![a diagram](docs/flow.png "Flow").',
      '`[not a link](nowhere.md)`',
      '```sh',
      'echo "[nor this](nowhere.md)"',
      '```',
      '[adr]: docs/decisions/001.md',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual([
      'docs/architecture.md#roles',
      'docs/flow.png',
      'docs/decisions/001.md',
    ]);
  });
});

describe('headingAnchors', () => {
  it('makes anchors as GitHub does, and not from code blocks', () => {
    const markdown = '## The two commands\n### `ROLES`, and running them apart\n```\n# not\n```';
    expect([...headingAnchors(markdown)]).toEqual([
      'the-two-commands',
      'roles-and-running-them-apart',
    ]);
  });
});

describe('brokenLinks', () => {
  const readme = `${repoRoot}/README.md`;

  it('passes links to files that exist, web addresses and headings that exist', () => {
    const markdown =
      '# Memorial Care\n[config](services/src/config/config.ts) [docs](https://zod.dev) ' +
      '[top](#memorial-care) [roles](docs/architecture.md#roles-and-scaling-out)';
    expect(brokenLinks(repoRoot, readme, markdown)).toEqual([]);
  });

  it('names links to headings that do not exist, here or in another page', () => {
    const markdown = '[gone](#nowhere) [gone too](docs/architecture.md#nowhere)';
    expect(brokenLinks(repoRoot, readme, markdown).map((link) => link.problem)).toEqual([
      'no such heading',
      'no such heading',
    ]);
  });

  it('names links to missing files and to files outside the repository', () => {
    const markdown = '[design](../shared/DESIGN.md) [gone](docs/missing.md)';
    expect(brokenLinks(repoRoot, readme, markdown)).toEqual([
      { file: 'README.md', target: '../shared/DESIGN.md', problem: 'outside the repository' },
      { file: 'README.md', target: 'docs/missing.md', problem: 'no such file' },
    ]);
  });
});
