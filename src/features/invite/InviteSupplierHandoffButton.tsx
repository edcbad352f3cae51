import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/ui';
import { useOnboardingHandoff } from './hooks';
import type { HandoffRequest } from './inviteSlice';

export interface InviteSupplierHandoffButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  /** findSuppliers (landing), findSuppliersSearchResults (toolbar) or …SupplierRowUpgrade (a row). */
  handoff: HandoffRequest;
  children?: ReactNode;
}

/** A button that hands the buyer over to the onboarding invite page; "Invite supplier" unless told otherwise. */
export function InviteSupplierHandoffButton({ handoff, children, ...buttonProps }: InviteSupplierHandoffButtonProps) {
  const { t } = useTranslation('invite');
  const { fromSearch, fromResults, fromSupplierRow } = useOnboardingHandoff();
  const go = () => {
    const { context, ...params } = handoff;
    if (context === 'findSuppliers') fromSearch(params);
    else if (context === 'findSuppliersSearchResults') fromResults(params);
    else fromSupplierRow(params);
  };
  return (
    <Button {...buttonProps} onPress={go}>
      {children ?? t('actions.inviteSupplier')}
    </Button>
  );
}
