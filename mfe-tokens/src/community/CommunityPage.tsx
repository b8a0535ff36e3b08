import { ComingSoon } from 'shared-ui';

/** Spec part 2 §2.11: /community is the Coming Soon page titled Community Projects, nothing more. */
export default function CommunityPage() {
  return <ComingSoon title="Community Projects" />;
}
