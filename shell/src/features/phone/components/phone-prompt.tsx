import { lazy, Suspense, useState } from 'react';
import { hasRole } from '@lp/shared';
import { useSession } from '../../../lib/session/use-session.ts';

// The dialogs pull in the heavier modal components; load them only when a user needs one.
const PhoneDialogs = lazy(() =>
  import('./phone-dialogs.tsx').then((module) => ({ default: module.PhoneDialogs })),
);

/**
 * Spec §2/§4: after registration or profile load the server may ask for a phone number (flag plus
 * message). The flow stays open after the flag is cleared, for the activation and confirmation steps.
 */
export function PhonePrompt() {
  const { user } = useSession();
  const [flowOpen, setFlowOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const asked = hasRole(user, 'company', 'employee') && !!user?.needs_phone_number && !dismissed;
  if (!user || !(asked || flowOpen)) return null;
  return (
    <Suspense fallback={null}>
      <PhoneDialogs
        user={user}
        onStarted={() => setFlowOpen(true)}
        onClose={() => {
          setFlowOpen(false);
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
