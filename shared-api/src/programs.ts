// The one list of well-known program ids (base58) and the names the explorer shows for them. Read by
// the server (decoding, address facts), localnet (genesis, instruction building), the pages
// (instruction types) and the benchmarks. Constants only: safe to import from any process or bundle.
// The big tables below cost a page nothing unless it reads them: the shared startup bundle imports a
// few ids from here and the build drops every table it does not use (their derived forms are
// marked pure for that), so the home page's first load carries none of them.

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** The wrapped-native mint id used to list GOR among token holdings (not a program: an account). */
export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
export const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';
export const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
export const STAKE_CONFIG = 'StakeConfig11111111111111111111111111111111';
export const CONFIG_PROGRAM = 'Config1111111111111111111111111111111111111';
export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
/** SPL Memo v2, the one deployed on Solana-derived chains (LiteSVM loads it). */
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
export const MEMO_V1_PROGRAM = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';
/** The upgradeable Memo program (its clients' 4.0.0 release points at it). */
export const MEMO_V3_PROGRAM = 'Memo4c2pN8afCj432Lb7RMVKi9PbQnnW7ewFFaV3oAH';
export const METAPLEX_METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
export const BPF_UPGRADEABLE_LOADER = 'BPFLoaderUpgradeab1e11111111111111111111111';
export const BPF_LOADER_2 = 'BPFLoader2111111111111111111111111111111111';
export const BPF_LOADER_1 = 'BPFLoader1111111111111111111111111111111111';
export const NATIVE_LOADER = 'NativeLoader1111111111111111111111111111111';
export const LOADER_V4 = 'LoaderV411111111111111111111111111111111111';
export const ED25519_PROGRAM = 'Ed25519SigVerify111111111111111111111111111';
export const SECP256K1_PROGRAM = 'KeccakSecp256k11111111111111111111111111111';

export const SYSVAR_RENT = 'SysvarRent111111111111111111111111111111111';
export const SYSVAR_CLOCK = 'SysvarC1ock11111111111111111111111111111111';
export const SYSVAR_STAKE_HISTORY = 'SysvarStakeHistory1111111111111111111111111';
/** The program that owns every sysvar account. */
export const SYSVAR_OWNER = 'Sysvar1111111111111111111111111111111111111';
/** Every sysvar account. */
export const SYSVARS: readonly string[] = [
  SYSVAR_CLOCK,
  SYSVAR_RENT,
  SYSVAR_STAKE_HISTORY,
  'SysvarS1otHashes111111111111111111111111111',
  'SysvarRecentB1ockHashes11111111111111111111',
  'SysvarEpochSchedu1e111111111111111111111111',
  'SysvarFees111111111111111111111111111111111',
  'Sysvar1nstructions1111111111111111111111111',
  'SysvarS1otHistory11111111111111111111111111',
  'SysvarRewards111111111111111111111111111111',
  'SysvarEpochRewards1111111111111111111111111',
  'SysvarLastRestartS1ot1111111111111111111111',
];

export const MEMO_PROGRAMS: readonly string[] = [MEMO_PROGRAM, MEMO_V1_PROGRAM, MEMO_V3_PROGRAM];
export const LOADER_PROGRAMS: readonly string[] = [
  BPF_UPGRADEABLE_LOADER,
  BPF_LOADER_2,
  BPF_LOADER_1,
  NATIVE_LOADER,
  LOADER_V4,
];

/** What a program is for: lets a page group or badge programs without knowing each one. */
export type ProgramCategory =
  | 'native'
  | 'token'
  | 'dex'
  | 'aggregator'
  | 'launchpad'
  | 'lending'
  | 'perps'
  | 'staking'
  | 'oracle'
  | 'nft'
  | 'bridge'
  | 'compression'
  | 'governance'
  | 'mev'
  | 'infra'
  | 'app';

/** A program's display name and category. */
export type ProgramEntry = readonly [name: string, category: ProgramCategory];

/** The chain's own programs: runtime built-ins, loaders, precompiles and the SPL programs it ships. */
export const NATIVE_PROGRAMS: Readonly<Record<string, ProgramEntry>> = {
  [SYSTEM_PROGRAM]: ['System Program', 'native'],
  [TOKEN_PROGRAM]: ['Token Program', 'token'],
  [TOKEN_2022_PROGRAM]: ['Token-2022 Program', 'token'],
  [ASSOCIATED_TOKEN_PROGRAM]: ['Associated Token Program', 'token'],
  [COMPUTE_BUDGET_PROGRAM]: ['Compute Budget Program', 'native'],
  [VOTE_PROGRAM]: ['Vote Program', 'native'],
  [MEMO_PROGRAM]: ['Memo Program', 'infra'],
  [MEMO_V1_PROGRAM]: ['Memo Program v1', 'infra'],
  [MEMO_V3_PROGRAM]: ['Memo Program v4', 'infra'],
  [STAKE_PROGRAM]: ['Stake Program', 'native'],
  [ADDRESS_LOOKUP_TABLE_PROGRAM]: ['Address Lookup Table Program', 'native'],
  [BPF_UPGRADEABLE_LOADER]: ['BPF Upgradeable Loader', 'native'],
  [BPF_LOADER_2]: ['BPF Loader 2', 'native'],
  [BPF_LOADER_1]: ['BPF Loader', 'native'],
  [NATIVE_LOADER]: ['Native Loader', 'native'],
  [LOADER_V4]: ['Loader v4', 'native'],
  MoveLdr111111111111111111111111111111111111: ['Move Loader', 'native'],
  [CONFIG_PROGRAM]: ['Config Program', 'native'],
  [ED25519_PROGRAM]: ['Ed25519 SigVerify Program', 'native'],
  [SECP256K1_PROGRAM]: ['Secp256k1 SigVerify Program', 'native'],
  Secp256r1SigVerify1111111111111111111111111: ['Secp256r1 SigVerify Program', 'native'],
  Feature111111111111111111111111111111111111: ['Feature Gate Program', 'native'],
  ZkE1Gama1Proof11111111111111111111111111111: ['ZK ElGamal Proof Program', 'native'],
  [METAPLEX_METADATA_PROGRAM]: ['Metaplex Token Metadata', 'nft'],
};

/**
 * Well-known programs deployed on Solana (mainnet, and devnet where real traffic runs there) and on
 * SVM chains that fork it, by the names their projects use. Most instructions on a real chain belong
 * to one of these; the explorer decodes few of them but names them all. Ids are the projects'
 * published program addresses (their SDKs, docs or declared ids), checked against public sources.
 * A devnet or testnet deployment says so in its name, so no two ids read the same.
 */
export const WELL_KNOWN_PROGRAMS: Readonly<Record<string, ProgramEntry>> = {
  // Aggregators and routers
  JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4: ['Jupiter Aggregator v6', 'aggregator'],
  JUP4Fb2cqiRUcaTHdrPC8h2gNsA2ETXiPDD33WcGuJB: ['Jupiter Aggregator v4', 'aggregator'],
  JUP2jxvXaqu7NQY1GmNF4m1vodw12LVXYxbFL2uJvfo: ['Jupiter Aggregator v2', 'aggregator'],
  jupoNjAxXgZ4rjzxzPMP4oxduvQsQtZzyknqvzYNrNu: ['Jupiter Limit Order', 'aggregator'],
  j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X: ['Jupiter Limit Order v2', 'aggregator'],
  DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M: ['Jupiter DCA', 'aggregator'],
  '6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma': ['OKX DEX Aggregation Router', 'aggregator'],
  DF1ow4tspfHX9JwWJsAb9epbkA8hmpSEAtxXy1V27QBH: ['DFlow Aggregator', 'aggregator'],
  routeUGWgWzqBWFcrCfv8tritsqukccJPu3q5GPP3xS: ['Raydium AMM Routing', 'aggregator'],
  stkitrT1Uoy18Dk1fTrgPw8W6MVzoCfYoAFT4MLsmhq: ['Sanctum Router', 'aggregator'],
  // AMMs and order books
  '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8': ['Raydium AMM v4', 'dex'],
  CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK: ['Raydium Concentrated Liquidity', 'dex'],
  CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C: ['Raydium CPMM', 'dex'],
  '5quBtoiQqxF9Jv6KYKctB59NT3gtJD2Y65kdnB1Uev3h': ['Raydium Stable AMM', 'dex'],
  RVKd61ztZW9GUwhRbbLoYVRE5Xf1B2tVscKqwZqXgEr: ['Raydium Liquidity Pool v1', 'dex'],
  '27haf8L6oxUeXrHrgEgsexjSY5hbVUWEmvv9Nyxg8vQv': ['Raydium Liquidity Pool v2', 'dex'],
  EhhTKczWMGQt46ynNeRX1WfeagwwJd7ufHvCDjRxjo5Q: ['Raydium Staking', 'staking'],
  whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc: ['Orca Whirlpools', 'dex'],
  '9W959DqEETiGZocYWCQPaJ6sBmUzgfxXfqGeTEdp3aQP': ['Orca Token Swap v2', 'dex'],
  DjVE6JNiYqPL2QXyCUUh8rNjHrbz9hXHNYt99MQ59qw1: ['Orca Token Swap v1', 'dex'],
  '4ckmDgGdxQoPDLUkDT3vHgSAkzA3QRdNq5ywwY4sUSJn': ['Serum DEX v1', 'dex'],
  BJ3jrUzddfuSrZHXSCxMUUQsjKEyLmuuyZebkcaFp2fg: ['Serum DEX v1 (second deployment)', 'dex'],
  EUqojwWA2rd19FZrzeBncJsm38Jm1hEhE3zsmX3bRc2o: ['Serum DEX v2', 'dex'],
  '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin': ['Serum DEX v3', 'dex'],
  srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX: ['OpenBook', 'dex'],
  opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb: ['OpenBook v2', 'dex'],
  PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY: ['Phoenix', 'dex'],
  LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: ['Meteora DLMM', 'dex'],
  Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB: ['Meteora Pools', 'dex'],
  cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG: ['Meteora DAMM v2', 'dex'],
  '24Uqj9JCLxUeoC3hGfh5W3s9FM9uCHDS2SG3LYwBpyTi': ['Meteora Vault', 'dex'],
  '2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c': ['Lifinity Swap v2', 'dex'],
  EewxydAPCCVuNEyrVN68PuSYdQ7wKn27V9Gjeoi8dy3S: ['Lifinity Swap v1', 'dex'],
  SSwpkEEcbUqx4vtoEByFjSkhKdCT862DNVb52nZg1UZ: ['Saber Stable Swap', 'dex'],
  MERLuDFBMmsHnsBPZw2sDQZHvXFMwp8EdjudcU2HKky: ['Mercurial Stable Swap', 'dex'],
  SSwapUtytfBdBn1b9NUGG6foMVPtcWgpRU32HToDUZr: ['Saros AMM', 'dex'],
  SwaPpA9LAaLfeLi3a68M4DjnLqgtticKg6CnyNwgAC8: ['SPL Token Swap', 'dex'],
  HyaB3W9q6XdA5xwpU4XnSZV94htfmbmqJXZcEbRaJutt: ['Invariant Swap', 'dex'],
  CLMM9tUoggJu2wagPkkqs9eFG4BWhVBZWkP1qv3Sp7tR: ['Crema Finance CLMM', 'dex'],
  GFXsSL5sSaDfNFQUYsHekbWBW1TsFdjDYzACh62tEHxn: ['GooseFX SSL', 'dex'],
  FLUXubRmkEi2q6K3Y9kBPg9248ggaZVsoSFhtJHSrm1X: ['FluxBeam', 'dex'],
  DSwpgjMvXhtGn6BsbqmacdBZyfLj6jSWf3HJpdJtmg6N: ['DexLab Swap', 'dex'],
  HpNfyc2Saw7RKkQd8nEL4khUcuPhQ7WwY1B2qjx8jxFq: ['PancakeSwap CLMM', 'dex'],
  REALQqNEomY6cQGZJUGwywTBD2UmDT32rZcNnfxQ5N2: ['ByReal CLMM', 'dex'],
  SoLFiHG9TfgtdUXUjWAxi3LtvYuFyDLVhBWxdMZxyCe: ['SolFi', 'dex'],
  '9H6tua7jkLhdm3w8BvgpTn5LZNU7g4ZynDmCiNN3q6Rp': ['HumidiFi', 'dex'],
  goonERTdGsjnkZqWuVjs73BZ3Pb9qoCUdBUL17BnS5j: ['GoonFi', 'dex'],
  goonuddtQRrWqqn5nFyczVKaie28f3kDkHWkHtURSLE: ['GoonFi v2', 'dex'],
  TessVdML9pBGgG9yGks7o4HewRaXVAMuoVj4x83GLQH: ['Tessera V', 'dex'],
  ZERor4xhbUycZ6gb9ntrhqscUcZmAbQDjEAtCf4hbZY: ['ZeroFi', 'dex'],
  obriQD1zbpyLz95G5n7nJe6a4DPjpFwa5XYPoNm113y: ['Obric', 'dex'],
  pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA: ['Pump.fun AMM', 'dex'],
  '5ocnV1qiCgaQR8Jb8xWnVbApfaygJ8tNoZfgPwsgx9kx': ['Sanctum Infinity', 'dex'],
  // Launchpads and bonding curves
  '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P': ['Pump.fun', 'launchpad'],
  LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj: ['Raydium LaunchLab', 'launchpad'],
  dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN: ['Meteora Dynamic Bonding Curve', 'launchpad'],
  // Lending and yield
  MFv2hWf31Z9kbCa1snEPYctwafyhdvnV7FZnsebVacA: ['marginfi v2', 'lending'],
  KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD: ['Kamino Lending', 'lending'],
  '6LtLpnUFNByNXLyCoK9wA2MykKAmQNZKBdY8s47dehDc': ['Kamino Liquidity', 'lending'],
  FarmsPZpWu9i7Kky8tPN37rs2TpmMrAZrC7S7vJa91Hr: ['Kamino Farms', 'lending'],
  So1endDq2YkqhipRh3WViPa8hdiSpxWy6z3Z6tMCpAo: ['Solend', 'lending'],
  Port7uDYB3wk6GJAw4KT1WpTeMtSu9bTcChBHkX2LfR: ['Port Finance', 'lending'],
  LendZqTs7gn5CTSJU1jWKhKuVpjJGom45nnwPb2AMTi: ['SPL Token Lending', 'lending'],
  // Perpetuals and derivatives
  dRiftyHA39MWEi3m9aunc5MzRF1JYuBsbn6VPcn33UH: ['Drift v2', 'perps'],
  '4MangoMjqJ2firMokCjjGgoK8d4MXcrgL7XJaL3w6fVg': ['Mango v4', 'perps'],
  mv3ekLzLbnVPNxjSKvqBpU3ZeZXPQdEC3bp5MDEBG68: ['Mango v3', 'perps'],
  '4skJ85cdxQAFVKbcGgfun8iZPL7BadVYXG3kGEGkufqA': ['Mango v3 (devnet)', 'perps'],
  BXhdkETgbHrr5QmVBT1xbz3JrMM28u5djbVtmTUfmFTH: ['Mango v3 (testnet)', 'perps'],
  ZETAxsqBRek56DhiGXrn75yj2NHU3aYUnxvHXpkf3aD: ['Zeta Markets', 'perps'],
  PERPHjGBqRHArX4DySjwM6UJHiR3sWAatqfdBS2qQJu: ['Jupiter Perpetuals', 'perps'],
  FLASH6Lo6h3iasJKWDs2F8TkW2UKf3s15C8PMGuVfgBn: ['Flash Trade', 'perps'],
  FTPP4jEWW1n8s2FEccwVfS9KCPjpndaswg7Nkkuz4ER4: ['Flash Trade (devnet)', 'perps'],
  // Staking
  MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD: ['Marinade Finance', 'staking'],
  SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy: ['SPL Stake Pool', 'staking'],
  SP12tWFxD9oJsVWNavTTBZvMbA6gkAmxtVgxdqvyvhY: ['Sanctum Stake Pool', 'staking'],
  SPMBzsVUuoHA4Jm6KunbsotaahvVikZs1JyTW6iJvbn: ['Sanctum Multi-Validator Stake Pool', 'staking'],
  CrX7kMhLC3cSsXJdT7JDgqrRVWGnUpX3gfEfxxU2NVLi: ['Lido for Solana', 'staking'],
  // Oracles and randomness
  FsJ3A3u2vn5cTVofAjvy6y5kwABJAqYWpe4975bi2epH: ['Pyth Oracle', 'oracle'],
  gSbePebfvPy7tRqimPoVecS2UsBvYv46ynrzWocc92s: ['Pyth Oracle (devnet)', 'oracle'],
  '8tfDNiaEyrV6Q1U4DEXrEigs9DoDtkugzFbybENEbCDz': ['Pyth Oracle (testnet)', 'oracle'],
  rec5EKMGg6MxZYaMdyBfgwp4d5rB9T1VQH5pJv5LtFJ: ['Pyth Solana Receiver', 'oracle'],
  pythWSnswVUd12oZpeFP8e9CVaEqJg25g1Vtc2biRsT: ['Pyth Price Feeds', 'oracle'],
  pytd2yyk641x7ak7mkaasSJVXh6YYZnC7wTmtgAyxPt: ['Pyth Lazer Verifier', 'oracle'],
  SW1TCH7qEPTdLsDHRgPuMQjbQxKdH2aBStViMFnt64f: ['Switchboard v2', 'oracle'],
  DtmE9D2CSB4L5D6A15mraeEjrGMm6auWVzgaD8hK2tZM: ['Switchboard v1', 'oracle'],
  SBondMDrcV3K4kxZR1HNVT7osZxAHVHgYXL5Ze1oMUv: ['Switchboard On-Demand', 'oracle'],
  HEvSKofvBgfaexv23kMabbYqxasxU3mQ4ibBMEmJWHny: ['Chainlink Store', 'oracle'],
  cjg3oHmg9uuPsP8D6g29NWvhySJkdYdAo9D25PRbKXJ: ['Chainlink OCR2 Oracle', 'oracle'],
  Gt9S41PtjR58CbG9JhJ3J6vxesqrNAswbWYbLNTMZA3c: ['Chainlink Data Streams Verifier', 'oracle'],
  HFn8GnPADiny6XqUoWE8uRPPxb29ikn4yTuPa9MF2fWJ: ['Kamino Scope Oracle', 'oracle'],
  VRFzZoJdhFWL8rkvu87LpKM3RbcVezpMEc6X5GVDr7y: ['ORAO VRF v2', 'oracle'],
  // NFTs
  CndyV3LdqHUfDLmE5naZjVN8rBZz4tqhdefbAnjHG3JR: ['Metaplex Candy Machine v3', 'nft'],
  cndy3Z4yapfJBmL3ShUp5exZKqR3z33thTzeNMm2gRZ: ['Metaplex Candy Machine v2', 'nft'],
  cndyAnrLdpjq1Ssp1z8xxDsB8dxe7u4HL5Nxi2K5WXZ: ['Metaplex Candy Machine v1', 'nft'],
  Guard1JwRhJkVH6XZhzoYxeBVQe872VH6QggF4BWmS9g: ['Metaplex Candy Guard', 'nft'],
  BGUMAp9Gq7iTEuizy4pqaxsTyUCBK68MDfK752saRPUY: ['Metaplex Bubblegum', 'nft'],
  hausS13jsjafwWwGqZTUQRmWyvyxn9EQpqMwV1PBBmk: ['Metaplex Auction House', 'nft'],
  CoREENxT6tW1HoK8ypY1SxRMZTcVPm7R94rH4PZNhX7d: ['Metaplex Core', 'nft'],
  auth9SigNpDKz4sJJ1DfCTuZrZNSAgh9sFD3rboVmgg: ['Metaplex Token Auth Rules', 'nft'],
  vau1zxA2LbssAUEF7Gpw91zMM1LvXrvpzJtmZ58rPsn: ['Metaplex Token Vault', 'nft'],
  TSWAPaqyCSx2KABk68Shruf4rp7CxcNi8hAsbdwmHbN: ['Tensor Swap', 'nft'],
  TCMPhJdwDryooaGtiocG1u3xcYbRpiJzb283XfCZsDp: ['Tensor Marketplace', 'nft'],
  M2mx93ekt1fmXSVkTrUL9xVFHkmME8HTUi5Cyc5aF7K: ['Magic Eden v2', 'nft'],
  mmm3XBJg5gk8XJxEKBvdgptZz6SgK4tXvn36sodowMc: ['Magic Eden MMM', 'nft'],
  Rari9ftBd6vFdtpn8TDLwN2ze24KKkM5MLEETNiBMNn: ['Rarible Editions', 'nft'],
  RariUNM3vz1rwxPg8UJyRAN7rSKXxgd2ncS2ddCa4ZE: ['Rarible Editions Controls', 'nft'],
  RariGDYwEF1jQA4kisHxBxiv1TDuBPVHNNoXFNYriFb: ['Rarible Group Extensions', 'nft'],
  // State and ZK compression
  cmtDvXumGCrqC1Age74AVPhSRVXJMd8PJS91L8KbNCK: ['SPL Account Compression', 'compression'],
  noopb9bkMVfRPU8AsbpTUg8AQkHtKwMYZiFUjNRtMmV: ['SPL Noop', 'compression'],
  SySTEM1eSU2p4BGQfQpimFEWWSC1XDFeun3Nqzz3rT7: ['Light System Program', 'compression'],
  cTokenmWW8bLPjZEBAUgYy3zKxQZW6VKi7bqNFEVv3m: ['ZK Compressed Token Program', 'compression'],
  compr6CUsB5m2jS4Y3831ztGSTnDpnKJTKS95d64XVq: ['ZK Account Compression Program', 'compression'],
  Lighton6oQpVkeewmo2mcPTQQp7kYHr4fWpAgJyEmDX: ['Light Registry', 'compression'],
  // Light Protocol's first deployment (2024), still in old devnet blocks
  H5sFv8VwWmjxHYS2GB4fTDsK7uTtnRT4WiixtHrET3bN: ['Light System Program (v1)', 'compression'],
  HXVfQ44ATEi9WBKLSCCwM54KokdkzqXci9xCQ7ST9SYN: ['Light Compressed Token (v1)', 'compression'],
  CbjvJc1SNx1aav8tU49dJGHu8EUdzQJSMtkjDmV8miqK: ['Light Account Compression (v1)', 'compression'],
  '7Z9Yuy3HkBCc2Wf3xzMGnz6qpV4n7ciwcoEMGKqhAnj1': ['Light Registry (v1)', 'compression'],
  // Bridges and messaging
  worm2ZoG2kUd4vFXhvjh93UUH596ayRfgQ2MgjNMTth: ['Wormhole Core Bridge', 'bridge'],
  wormDTUJ6AWPNvk59vGQbDvGJmqbDTdgWgAqcLBCgUb: ['Wormhole Token Bridge', 'bridge'],
  WnFt12ZrnzZrFZkt2xsNsaNWoQribnuQ5B5FrDbwDhD: ['Wormhole NFT Bridge', 'bridge'],
  WormT3McKhFJ2RkiGpdw9GKvNCrB2aB54gb2uV9MfQC: ['Wormhole v1', 'bridge'],
  HDwcJBJXjL9FpJ7UBsYBtaDjsBUhuLCUYoz3zr8SWWaQ: ['Wormhole Verify (Pyth receiver)', 'bridge'],
  '3u8hJUVTA4jH1wYAyUur7FFZVQ8H635K3tSHHF4ssjQ5': ['Wormhole Core Bridge (devnet)', 'bridge'],
  DZnkkTmCiFWfYTfT41X3Rd1kDgozqzxWaHqsw6W4x2oe: ['Wormhole Token Bridge (devnet)', 'bridge'],
  '2rHhojZ7hpu1zA91nvZmT8TqWWvMcKmmNBCr2mKTtMq4': ['Wormhole NFT Bridge (devnet)', 'bridge'],
  E588QtVUvresuXq2KoNEwAmoifCzYGpRBdHByN9KQMbi: ['Hyperlane Mailbox', 'bridge'],
  BhNcatUDC2D5JTyeaqrdSukiVFsEHK7e3hVmKMztwefv: ['Hyperlane Gas Paymaster', 'bridge'],
  pRgs5vN4Pj7WvFbxf6QDHizo2njq2uksqEUbaSghVA8: ['Hyperlane Validator Announce', 'bridge'],
  HPNQHcc7wRcwsPG1aVBpPgpYuV7h2MJiVgKnAgTdDRBM: ['Hyperlane Multisig ISM', 'bridge'],
  '3EpVCPUgyjq2MfGeCttyey6bs5zya5wjYZ2BE6yDg6bm': ['Hyperlane Warp Route: USDC', 'bridge'],
  '4UMNyNWW75zo69hxoJaRX5iXNUa5FdRPZZa9vDVCiESg': ['Hyperlane Warp Route: SOL', 'bridge'],
  // Hyperlane on Eclipse (an SVM chain: its blocks read like Solana's)
  EitxJuv2iBjsg2d7jVy2LDC1e2zBrx4GB5Y9h2Ko3A9Y: ['Hyperlane Mailbox (Eclipse)', 'bridge'],
  Hs7KVBU67nBnWhDPZkEFwWqrFMUfJbmY2DQ4gmCZfaZp: ['Hyperlane Gas Paymaster (Eclipse)', 'bridge'],
  BgG35GxoaMgmiam3EJzcwivwQ2DTYGPTLfUCg7bhiH6V: ['Hyperlane Multisig ISM (Eclipse)', 'bridge'],
  EqRSt9aUDMKYKhzd1DGMderr3KNp29VZH3x5P7LFTC8m: ['Hyperlane Warp Route: USDC (Eclipse)', 'bridge'],
  FJu4E1BDYKVg7aTWdwATZRUvytJZ8ZZ2gQuvPfMWAz9y: ['Hyperlane Warp Route (Eclipse)', 'bridge'],
  // Governance, multisig, names
  GovER5Lthms3bLBqWub97yVrMmEogzX7xNjdXpPPCVZw: ['SPL Governance', 'governance'],
  SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf: ['Squads v4', 'governance'],
  SMPLecH534NA9acpos4G6x7uf3LWbCAwZQE9e8ZekMu: ['Squads v3', 'governance'],
  Feat1YXHhH6t1juaWF74WLcfv4XoNocjXA6sPWHNgAse: ['Feature Proposal Program', 'governance'],
  namesLPneVptA9Z5rqUDD9tMTWEJwofgaYwp8cawRkX: ['SPL Name Service', 'infra'],
  // MEV
  T1pyyaTNZsKv2WcRAB8oVnk93mLJw2XzjtVYqCsaHqt: ['Jito Tip Payment', 'mev'],
  '4R3gSG8BpU4t19KYj8CfnbtRpnT8gtk4dvTHxVRwc2r7': ['Jito Tip Distribution', 'mev'],
  // Infrastructure
  ProgM6JCCvbYkfKqJYHePx4xxSUSqJp7rh8Lyv7nk7S: ['Program Metadata Program', 'infra'],
  L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95: ['Lighthouse', 'infra'],
  '22zoJMtdu4tQc2PzL74ZUT7FrwgB1Udec8DdW4yw4BdG': ['Solana Attestation Service', 'infra'],
  De1egAFMkMWZSN5rYXRj9CAdheBamobVNubTsi9avR44: ['Subscriptions Program', 'infra'],
  PoWSNH2hEZogtCg1Zgm51FnkmJperzYDgPK4fvs8taL: ['Proof-of-Work Faucet', 'infra'],
  // Apps
  oreV2ZymfyeXgNgBdqMkumTqqAprVqgBWQfoYkrtKWQ: ['ORE', 'app'],
  turboe9kMc3mSR8BosPkVzoHUfn5RVNzZhkrT2hdGxN: ['Turbo Tap (Eclipse)', 'app'],
};

/** id → name of one table (a function, so the build can drop a table no page reads). */
function namesOf(...tables: Readonly<Record<string, ProgramEntry>>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of tables) for (const [id, [name]] of Object.entries(t)) out[id] = name;
  return out;
}

/** The well-known programs' names by id. */
export const WELL_KNOWN_PROGRAM_NAMES: Readonly<Record<string, string>> =
  /*#__PURE__*/ namesOf(WELL_KNOWN_PROGRAMS);

/** The names the explorer shows for known programs: the chain's own and the well-known ones. */
export const PROGRAM_NAMES: Readonly<Record<string, string>> = /*#__PURE__*/ namesOf(
  WELL_KNOWN_PROGRAMS,
  NATIVE_PROGRAMS,
);

/** What each sysvar is called (the names Solana's explorers use). */
export const SYSVAR_NAMES: Readonly<Record<string, string>> = {
  [SYSVAR_CLOCK]: 'Sysvar: Clock',
  [SYSVAR_RENT]: 'Sysvar: Rent',
  [SYSVAR_STAKE_HISTORY]: 'Sysvar: Stake History',
  SysvarS1otHashes111111111111111111111111111: 'Sysvar: Slot Hashes',
  SysvarRecentB1ockHashes11111111111111111111: 'Sysvar: Recent Blockhashes',
  SysvarEpochSchedu1e111111111111111111111111: 'Sysvar: Epoch Schedule',
  SysvarFees111111111111111111111111111111111: 'Sysvar: Fees',
  Sysvar1nstructions1111111111111111111111111: 'Sysvar: Instructions',
  SysvarS1otHistory11111111111111111111111111: 'Sysvar: Slot History',
  SysvarRewards111111111111111111111111111111: 'Sysvar: Rewards',
  SysvarEpochRewards1111111111111111111111111: 'Sysvar: Epoch Rewards',
  SysvarLastRestartS1ot1111111111111111111111: 'Sysvar: Last Restart Slot',
};

/** Accounts every explorer names that are neither programs nor sysvars. */
export const SPECIAL_ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  '1nc1nerator11111111111111111111111111111111': 'Incinerator',
  [SYSVAR_OWNER]: 'Sysvar Owner',
  // the stake program's configuration: an account the Config program owns, not a program
  [STAKE_CONFIG]: 'Stake Config',
};

const has = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key);

/**
 * The name of one of the chain's own programs (System, Token, Token-2022, ...), or null. For a page
 * that only ever shows those (a mint's owner program): it keeps the well-known table out of its bundle.
 */
export function nativeProgramName(programId: string): string | null {
  return has(NATIVE_PROGRAMS, programId) ? NATIVE_PROGRAMS[programId]![0] : null;
}

/** The category of a known program, or null. */
export function programCategory(programId: string): ProgramCategory | null {
  if (has(NATIVE_PROGRAMS, programId)) return NATIVE_PROGRAMS[programId]![1];
  return has(WELL_KNOWN_PROGRAMS, programId) ? WELL_KNOWN_PROGRAMS[programId]![1] : null;
}

/** Whether the address is a sysvar account. */
export function isSysvar(address: string): boolean {
  return has(SYSVAR_NAMES, address);
}

/** What an address is called: a known program's name, a sysvar's ("Sysvar: Rent"), or null. */
export function knownAccountName(address: string): string | null {
  if (has(SYSVAR_NAMES, address)) return SYSVAR_NAMES[address]!;
  if (has(SPECIAL_ACCOUNT_NAMES, address)) return SPECIAL_ACCOUNT_NAMES[address]!;
  return knownProgramName(address);
}

/** The name of a known program, or null. */
export function knownProgramName(programId: string): string | null {
  return has(PROGRAM_NAMES, programId) ? PROGRAM_NAMES[programId]! : null;
}

/** Known programs whose name contains the query (case-insensitive), best first: name starts with it. */
export function findProgramsByName(query: string, limit = 5): { address: string; name: string }[] {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  const hits: { address: string; name: string; rank: number }[] = [];
  for (const [address, name] of Object.entries(PROGRAM_NAMES)) {
    const at = name.toLowerCase().indexOf(q);
    if (at >= 0) hits.push({ address, name, rank: at === 0 ? 0 : 1 });
  }
  hits.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  return hits.slice(0, limit).map(({ address, name }) => ({ address, name }));
}
