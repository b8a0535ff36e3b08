// A remote built against another major of shared-ui / shared-api than the shell's is refused:
// its components would call into an API that does not exist in the shared singleton.
import { majorOf } from 'shared-api/registry';

/** The subset of mf-manifest.json the shell reads. */
export interface RemoteManifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; version?: string; requiredVersion?: string }[];
}

export const CHECKED_LIBS = ['shared-ui', 'shared-api'] as const;

/** Returns why the remote is incompatible, or null when it may be loaded. */
export function incompatibility(
  manifest: RemoteManifest,
  hostVersions: Record<string, string>,
): string | null {
  for (const lib of CHECKED_LIBS) {
    const theirs = manifest.shared?.find((s) => s.name === lib);
    if (!theirs) continue; // a remote that does not use the library cannot break on it
    const theirMajor = majorOf(theirs.version ?? theirs.requiredVersion);
    const ourMajor = majorOf(hostVersions[lib]);
    if (theirMajor !== ourMajor)
      return `${lib} ${theirs.version ?? theirs.requiredVersion} is not compatible with the shell's ${hostVersions[lib]}`;
  }
  return null;
}
