import { ComingSoon } from 'shared-ui';

/** Spec part 2 §2.11: Coming Soon placeholder. */
export default function CommunityPage() {
  return <ComingSoon title="Community Projects" />;
}
