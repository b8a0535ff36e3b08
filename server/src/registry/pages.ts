// The site's pages as published versions declare them (the shell's pages.json, each remote's in the
// registry), read again whenever either changes on disk, so a publish or rollback applies at once.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGES_FILE, pageTable, type OwnedPage, type PageDeclaration } from 'shared-api/pages';
import type { Registry } from 'shared-api/registry';
import type { SitemapPage } from 'shared-api/contract';

export interface SitePagesSnapshot {
  registry: Registry;
  /** Every remote's stable pages and the shell's: what crawlers and the sitemap are given. */
  stable: OwnedPage[];
  /** Also the pages of running canaries: the paths some visitor can be shown (answered with 200). */
  served: OwnedPage[];
  /** Changes whenever either file changes (a key for caches built from the pages). */
  version: string;
}

/** The table of the given versions of each remote (a version not declared adds nothing). */
export function tableOf(
  registry: Registry,
  shellPages: readonly PageDeclaration[],
  versionsOf: (entry: Registry[string]) => (string | undefined)[],
): OwnedPage[] {
  const remotePages = Object.entries(registry).flatMap(([remote, entry]) =>
    versionsOf(entry).map((v) => ({ remote, pages: (v && entry.pages?.[v]) || [] })),
  );
  return pageTable(shellPages, remotePages);
}

export type DeclaredSitemapPage = Omit<SitemapPage, 'url'> & { path: string };

/** The sitemap's declared pages, most important first; patterns are listed per entity from the index. */
export function sitemapPagesOf(pages: readonly OwnedPage[]): DeclaredSitemapPage[] {
  return pages
    .flatMap(({ path, sitemap }) =>
      sitemap && !path.includes(':')
        ? [
            {
              path,
              title: sitemap.label,
              description: sitemap.description,
              priority: sitemap.priority,
              changefreq: sitemap.changefreq,
            },
          ]
        : [],
    )
    .sort((a, b) => b.priority - a.priority);
}

async function fingerprint(file: string): Promise<string> {
  try {
    const s = await stat(file);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return 'none';
  }
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export class SitePages {
  private last: SitePagesSnapshot | null = null;
  private readonly registryFile: string;
  private readonly shellPagesFile: string;

  constructor(deployDir: string) {
    this.registryFile = join(deployDir, 'remotes.json');
    this.shellPagesFile = join(deployDir, PAGES_FILE);
  }

  async read(): Promise<SitePagesSnapshot> {
    const version = `${await fingerprint(this.registryFile)}|${await fingerprint(this.shellPagesFile)}`;
    if (this.last?.version === version) return this.last;
    const rawRegistry = await readJson(this.registryFile);
    const registry = isObject(rawRegistry) ? (rawRegistry as Registry) : {};
    const rawShell = await readJson(this.shellPagesFile);
    const shellPages = Array.isArray(rawShell) ? (rawShell as PageDeclaration[]) : [];
    this.last = {
      registry,
      stable: tableOf(registry, shellPages, (e) => [e.stable]),
      served: tableOf(registry, shellPages, (e) => [e.stable, e.canary?.version]),
      version,
    };
    return this.last;
  }
}
