import { isNewHomePage } from '../../../components/home-layout';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { NewHome } from '../components/new-home';
import { OldHome } from '../components/old-home';

/**
 * /home (spec 1 §2): the new or the old home page by the new-home-page flag. Both list the member's
 * channels (subscriptions, company, external, personal); tracks join them when tracks exist.
 */
export function HomePage() {
  const session = useSession();
  const { organization } = useTenant();
  const flags = session.initData?.featureFlags ?? organization.featureFlags;
  return isNewHomePage(flags) ? <NewHome /> : <OldHome />;
}
