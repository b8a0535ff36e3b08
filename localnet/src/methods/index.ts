// The JSON-RPC method table of the node, assembled from one module per concern.
import type { Chain } from '../chain';
import { createContext, type Handler, type NodeInfo } from './context';
import { clusterMethods } from './cluster';
import { ledgerMethods } from './ledger';
import { stateMethods } from './state';
import { sendMethods } from './send';

export { CORE_VERSION, FEATURE_SET, type Handler, type NodeInfo } from './context';

export function createMethods(chain: Chain, info: NodeInfo): Record<string, Handler> {
  const m = createContext(chain, info);
  return { ...clusterMethods(m), ...ledgerMethods(m), ...stateMethods(m), ...sendMethods(m) };
}
