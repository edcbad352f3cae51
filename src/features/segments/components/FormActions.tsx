import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

interface Props {
  canConfirm: boolean;
  isSaving: boolean;
  onCancel: () => void;
}

/** Cancel and the confirm button, which reads "Loading" while the request runs (spec 01 §2). */
export function FormActions({ canConfirm, isSaving, onCancel }: Props) {
  const { t } = useTranslation('segments');
  return (
    <Row>
      <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
        {t('actions.cancel')}
      </Button>
      {/* Pending (not disabled) while saving keeps focus on the button; it is not pressable meanwhile. */}
      <Button type="submit" isDisabled={!isSaving && !canConfirm} isPending={isSaving}>
        {isSaving ? t('actions.loading') : t('actions.confirm')}
      </Button>
    </Row>
  );
}
