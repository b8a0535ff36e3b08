// A mint's current state read from the node (getMultipleAccounts of the mint, decoded as the
// indexer decodes it): for the detail page of a mint whose supply and authorities the index does
// not know. One quick try, remembered for 30 s, so a busy page costs the node one call a mint.
import { TtlCache } from '../http/cache';
import { decodeMintAccount } from '../decode/mintAccount';
import { RpcClient } from '../rpc/client';
import type { NodeMintState } from './service';

export function nodeMintReader(
  rpcUrl: string | undefined,
): ((mint: string) => Promise<NodeMintState | null>) | undefined {
  if (!rpcUrl) return undefined;
  const rpc = new RpcClient(rpcUrl, { maxAttempts: 1, timeoutMs: 2000 });
  const cache = new TtlCache<NodeMintState | null>(30_000, 1000);
  return (mint) =>
    cache.get(mint, async () => {
      const [account] = await rpc.getMultipleAccounts([mint]);
      const d = account ? decodeMintAccount(account.owner, Buffer.from(account.data[0], 'base64')) : null;
      return d
        ? { supply: d.supply, mintAuthority: d.mintAuthority, freezeAuthority: d.freezeAuthority }
        : null;
    });
}
