import { ComingSoon } from 'shared-ui/screens';

/** /community is the Coming Soon page titled Community Projects, nothing more. */
export default function CommunityPage() {
  return <ComingSoon title="Community Projects" />;
}
