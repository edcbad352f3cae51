import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';
import { Checkbox } from '@/ui/Checkbox';
import { COMMUNITY_CODES, type CommunityCode } from '@/platform/config/types';
import { PERSONAS, PERSONA_IDS, DEFAULT_PERSONA, type PersonaId } from '@/platform/auth/personas';
import type { Permission } from '@/platform/auth/permissions';
import { FLAG_NAMES, type FlagName } from '@/platform/flags/flags';
import { loadStoredOverrides, saveOverrides } from '@/platform/dev/overrides';
import { forgetSavedLanguages } from '@/platform/auth/savedLanguages';
import { useCommunityCode, useFlags } from './useSessionExtras';
import type { MockControls } from './mockControls';

const Panel = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space.md};
  max-width: 340px;
  max-height: 80vh;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Folded away it is a strip at the foot of the page, in the flow: a fixed button covered the
 * bottom of screens (the Show button, the selection bar's Cancel) on phones.
 */
const Folded = styled.aside`
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
`;

const FlagList = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * Development panel (mock platform only, so English only): switch persona, community and
 * flags, reset the mock data. Choices are kept like URL overrides and applied by reloading.
 */
export default function DevPanel({ controls }: { controls: MockControls }) {
  const [open, setOpen] = useState(false);
  const stored = loadStoredOverrides(window.sessionStorage);
  const community = useCommunityCode();
  const flags = useFlags();
  const persona = PERSONAS[stored.persona ?? DEFAULT_PERSONA];

  const apply = (change: Parameters<typeof saveOverrides>[1]) => {
    saveOverrides(window.sessionStorage, change);
    window.location.reload();
  };

  if (!open) {
    return (
      <Folded aria-label="Development panel">
        <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
          Development panel
        </Button>
      </Folded>
    );
  }

  return (
    <Panel aria-label="Development panel">
      <Button variant="secondary" size="sm" onPress={() => setOpen(false)}>
        Hide development panel
      </Button>
      <Select
        label="Persona"
        value={stored.persona ?? DEFAULT_PERSONA}
        options={PERSONA_IDS.map((id) => ({ id, label: PERSONAS[id].label }))}
        onChange={(persona) => apply({ ...stored, persona: persona as PersonaId })}
      />
      <Select
        label="Community"
        value={community}
        options={COMMUNITY_CODES.map((code) => ({ id: code, label: code }))}
        onChange={(code) => apply({ ...stored, community: code as CommunityCode })}
      />
      <FlagList>
        <legend>Feature flags</legend>
        {FLAG_NAMES.map((name: FlagName) => (
          <Checkbox
            key={name}
            isSelected={flags[name]}
            onChange={(on) => apply({ ...stored, flags: { ...stored.flags, [name]: on } })}
          >
            {name}
          </Checkbox>
        ))}
      </FlagList>
      <PermissionList
        legend="Permissions (app and mock platform)"
        held={persona.identity.permissions}
        dropped={stored.without ?? []}
        onChange={(without) => apply({ ...stored, without })}
      />
      <PermissionList
        legend="Permissions the mock platform refuses (the app still offers them)"
        held={persona.identity.permissions}
        dropped={stored.serverWithout ?? []}
        onChange={(serverWithout) => apply({ ...stored, serverWithout })}
      />
      <Button
        variant="danger"
        size="sm"
        onPress={async () => {
          await controls.resetData();
          forgetSavedLanguages(window.localStorage);
          window.location.reload();
        }}
      >
        Reset mock data
      </Button>
    </Panel>
  );
}

/** One checkbox per permission the persona holds; unticking one drops it (the `without` / `serverWithout` overrides). */
function PermissionList({ legend, held, dropped, onChange }: { legend: string; held: Permission[]; dropped: Permission[]; onChange: (dropped: Permission[]) => void }) {
  return (
    <FlagList>
      <legend>{legend}</legend>
      {held.map((permission) => (
        <Checkbox
          key={permission}
          isSelected={!dropped.includes(permission)}
          onChange={(on) => onChange(on ? dropped.filter((p) => p !== permission) : [...dropped, permission])}
        >
          {permission}
        </Checkbox>
      ))}
    </FlagList>
  );
}
