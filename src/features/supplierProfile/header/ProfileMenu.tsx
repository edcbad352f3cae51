import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToList, readComparisonList } from '@/lib/comparisonList';
import { href, useNavigate } from '@/platform/router';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { useLanguage } from '@/platform/session';
import { LANGUAGE_IDS } from '@/services/complianceStatement/complianceStatementService';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { Menu, type MenuAction } from '@/ui';
import { MoreIcon } from '@/ui/icons';
import { useProfileDownloads } from '../hooks';
import { profileMenuItems, type ProfileMenuItem } from './profileMenuItems';
import { openPrintView } from './usePrintShortcut';

import { CertificatesDialog } from '../certificates/CertificatesDialog';
import { ReferenceDialog } from '../reference/ReferenceDialog';
import { SuspensionDialog } from '../suspension/SuspensionDialog';

// The risk radar's PDF viewer (and, inside it, the PDF library) loads only when asked for.
const PrintRiskRadarDialog = lazy(() => import('../risk/PrintRiskRadarDialog').then((m) => ({ default: m.PrintRiskRadarDialog })));

type OpenDialog = 'certificates' | 'reference' | 'manageSuspension' | 'viewSuspension' | 'riskRadar' | null;

interface ProfileMenuProps {
  details: SupplierDetailsDto;
  /** Whether the buyer holds their own reference for the supplier; null until known. */
  hasReference: boolean | null;
  /** Opens the header's add-to-supply-chain dialog; undefined until its slot is filled. */
  onAddToSupplyChain?: () => void;
}

/**
 * The header's more-menu (spec 02 §2.5): each item under its rule (profileMenuItems.ts).
 * Print profile goes to the print view, which opens the print dialog after the delay (§4);
 * print risk radar opens the risk radar's PDF viewer (suppliersourcing:riskinformation).
 */
export function ProfileMenu({ details, hasReference, onAddToSupplyChain }: ProfileMenuProps) {
  const { t } = useTranslation('supplierProfile');
  const subject = useProfileSubject();
  const language = useLanguage();
  const { downloadComplianceStatement } = useProfileDownloads();
  const [open, setOpen] = useState<OpenDialog>(null);
  const navigate = useNavigate();
  const anchor = useRef<HTMLSpanElement>(null);
  // The menu item that opened the dialog is gone by the time it closes: focus goes back to the
  // menu's button, where the buyer started (RAC would otherwise leave it on <body>).
  const close = useCallback(() => {
    setOpen(null);
    window.requestAnimationFrame(() => anchor.current?.querySelector('button')?.focus());
  }, []);

  const items: MenuAction<ProfileMenuItem>[] = profileMenuItems(subject, { hasReference }).map((id) => ({
    id,
    label: t(`menu.${id}`),
    ...(id === 'addToSupplyChain' && !onAddToSupplyChain ? { isDisabled: true } : {}),
  }));

  const onAction = (id: ProfileMenuItem) => {
    switch (id) {
      case 'downloadCertificates':
        return setOpen('certificates');
      case 'downloadComplianceStatement':
        return downloadComplianceStatement({
          supplierId: details.id,
          languageId: LANGUAGE_IDS[language] ?? LANGUAGE_IDS.en,
        });
      case 'printProfile':
        return openPrintView(details.id);
      case 'addToSupplyChain':
        return onAddToSupplyChain?.();
      case 'addReference':
      case 'editReference':
        return setOpen('reference');
      case 'printRiskRadar':
        return setOpen('riskRadar');
      case 'manageSuspension':
        return setOpen('manageSuspension');
      case 'viewSuspension':
        return setOpen('viewSuspension');
      case 'addToComparison': {
        // The comparison the buyer last had in this tab, with this supplier added (or, when five are there already, unchanged and saying so).
        const { list, full } = addToList(readComparisonList(), details.id);
        return navigate(href.compare({ ids: list.ids, sid: list.sid, full: full || undefined }));
      }
      default:
        return undefined;
    }
  };

  if (!items.length) return null;
  return (
    <span ref={anchor}>
      <Menu<ProfileMenuItem>
        trigger={<MoreIcon size={18} />}
        aria-label={t('menu.label')}
        menuLabel={t('menu.label')}
        showChevron={false}
        items={items}
        onAction={onAction}
      />
      {open === 'certificates' && <CertificatesDialog supplierId={details.id} onClose={close} />}
      {open === 'reference' && <ReferenceDialog supplierId={details.id} onClose={close} />}
      {open === 'riskRadar' && (
        <Suspense fallback={null}>
          <PrintRiskRadarDialog supplierId={details.id} supplierName={details.tradeName} onClose={close} />
        </Suspense>
      )}
      {(open === 'manageSuspension' || open === 'viewSuspension') && (
        <SuspensionDialog
          supplierId={details.id}
          supplierName={details.tradeName}
          mode={open === 'manageSuspension' ? 'manage' : 'view'}
          onClose={close}
        />
      )}
    </span>
  );
}
