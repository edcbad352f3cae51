import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canApproveSuspension } from '@/platform/auth/profilePolicies';
import { isNotPermitted } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { Button, ConfirmDialog, Dialog, ErrorPanel, SearchField, Spinner } from '@/ui';
import { useMyUnits, useSuspendedUnits, useSuspensionSave } from '../hooks';
import { filterUnits, suspensionChanges, type Unit } from './suspensionModel';
import { UnitList } from './UnitList';

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

interface SuspensionDialogProps {
  supplierId: number;
  supplierName: string;
  /** manage with supplychain:suspend-supplier, otherwise view (spec 02 §4). */
  mode: 'manage' | 'view';
  onClose: () => void;
}

const byName = (a: Unit, b: Unit) => a.name.localeCompare(b.name);

/**
 * The supplier's suspension per organisation unit (spec 02 §4): the buyer's accessible units in two
 * lists, active and suspended; Save (only after a change) sends newly suspended units to the
 * suspend call and released ones to the unsuspend call, after a confirmation that needs
 * supplychain:approver (otherwise the permission-denied notice). A save the server refuses says
 * "You don't have permission" in the confirmation, the chosen units kept.
 */
export function SuspensionDialog({ supplierId, supplierName, mode, onClose }: SuspensionDialogProps) {
  const { t } = useTranslation('supplierProfile');
  const errorText = useErrorText();
  const units = useMyUnits();
  const suspended = useSuspendedUnits(supplierId);
  const mayApprove = useProfilePolicy(canApproveSuspension);
  const { status, error, save, reset } = useSuspensionSave(supplierId);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [step, setStep] = useState<'edit' | 'confirm' | 'denied'>('edit');

  const ready = units.status === 'loaded' && suspended.status === 'loaded' && units.data && suspended.data;
  const mine = useMemo(() => [...(units.data ?? [])].sort(byName), [units.data]);
  const initial = useMemo(() => {
    const ids = new Set((suspended.data ?? []).map((u) => u.accountId));
    return mine.filter((u) => ids.has(u.accountId)).map((u) => u.accountId);
  }, [mine, suspended.data]);
  const current = chosen ?? initial;
  const changes = suspensionChanges(initial, current);
  const changed = changes.suspend.length + changes.release.length > 0;
  const namesOf = (ids: number[]) => mine.filter((u) => ids.includes(u.accountId)).map((u) => u.name).join(', ');

  useEffect(() => {
    if (status === 'succeeded') {
      reset();
      onClose();
    }
  }, [status, reset, onClose]);
  useEffect(() => reset, [reset]);

  const close = () => status !== 'pending' && onClose();
  const title = t(mode === 'manage' ? 'suspension.manageTitle' : 'suspension.viewTitle');
  const failed = units.status === 'error' ? units : suspended.status === 'error' ? suspended : null;

  if (step === 'denied') {
    return (
      <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('suspension.deniedTitle')} width={480} closeLabel={t('common:close')}
        footer={(closeIt) => <Button onPress={closeIt}>{t('suspension.ok')}</Button>}>
        <p>{t('suspension.deniedMessage')}</p>
      </Dialog>
    );
  }
  if (step === 'confirm') {
    return (
      <ConfirmDialog
        isOpen
        onOpenChange={(open) => !open && status !== 'pending' && setStep('edit')}
        title={t('suspension.confirmTitle')}
        message={t('suspension.confirmMessage', { supplier: supplierName, suspend: changes.suspend.length, release: changes.release.length })}
        confirmLabel={t('suspension.confirm')}
        cancelLabel={t('suspension.cancel')}
        closeLabel={t('common:close')}
        isBusy={status === 'pending'}
        busyLabel={t('suspension.saving')}
        // Refused (the app's check or the server's 403): said here, the buyer's choices kept behind it.
        error={status === 'failed' && isNotPermitted(error) ? errorText(error) : null}
        onConfirm={() =>
          save({
            supplierId,
            ...changes,
            suspendedAfter: current.length,
            names: { suspended: namesOf(changes.suspend), released: namesOf(changes.release) },
          })
        }
      />
    );
  }

  const suspendedUnits = mine.filter((u) => current.includes(u.accountId));
  const activeUnits = mine.filter((u) => !current.includes(u.accountId));
  const move = (unit: Unit, suspend: boolean) =>
    setChosen(suspend ? [...current, unit.accountId] : current.filter((id) => id !== unit.accountId));

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={title}
      closeLabel={t('common:close')}
      footer={(closeIt) =>
        mode === 'manage' ? (
          <>
            <Button variant="secondary" onPress={closeIt}>
              {t('suspension.cancel')}
            </Button>
            <Button isDisabled={!changed} onPress={() => setStep(mayApprove ? 'confirm' : 'denied')}>
              {t('suspension.save')}
            </Button>
          </>
        ) : (
          <Button onPress={closeIt}>{t('common:close')}</Button>
        )
      }
    >
      <Body>
        {failed?.error ? (
          <ErrorPanel heading={t('suspension.loadFailed')} message={errorText(failed.error)} actionLabel={t('common:tryAgain')} onAction={failed.retry} headingLevel={3} />
        ) : !ready ? (
          <Spinner label={t('suspension.loading')} />
        ) : mode === 'view' ? (
          <UnitList id="suspended-units" heading={t('suspension.suspendedList')} units={suspendedUnits} emptyText={t('suspension.noneSuspended')} />
        ) : (
          <>
            <SearchField label={t('suspension.search')} value={search} onChange={setSearch} clearLabel={t('suspension.clearSearch')} />
            <Lists>
              <UnitList
                id="active-units"
                heading={t('suspension.activeList')}
                units={filterUnits(activeUnits, search)}
                emptyText={t('suspension.noUnits')}
                actionText={t('suspension.suspend')}
                actionLabel={(unit) => t('suspension.suspendUnit', { unit: unit.name })}
                onAction={(unit) => move(unit, true)}
              />
              <UnitList
                id="suspended-units"
                heading={t('suspension.suspendedList')}
                units={filterUnits(suspendedUnits, search)}
                emptyText={t('suspension.noneSuspended')}
                actionText={t('suspension.unsuspend')}
                actionLabel={(unit) => t('suspension.unsuspendUnit', { unit: unit.name })}
                onAction={(unit) => move(unit, false)}
              />
            </Lists>
          </>
        )}
      </Body>
    </Dialog>
  );
}
