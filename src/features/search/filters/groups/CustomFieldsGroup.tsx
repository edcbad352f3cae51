import styled from 'styled-components';
import { useUdfSections } from '../hooks';
import { CustomField } from './customFields/CustomField';
import { GroupBody } from './groups.styles';

const Section = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  legend { font-weight: ${({ theme }) => theme.fontWeights.bold}; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

/** The buyer organisation's custom-field sections, every item as its own filter (spec 01 §5). */
export function CustomFieldsGroup() {
  const sections = useUdfSections();
  return (
    <GroupBody>
      {[...sections].sort((a, b) => a.sortOrder - b.sortOrder).map((section) => (
        <Section key={section.id}>
          <legend>{section.title}</legend>
          {[...section.items].sort((a, b) => a.sortOrder - b.sortOrder).map((item) => (
            <CustomField key={item.id} item={item} />
          ))}
        </Section>
      ))}
    </GroupBody>
  );
}
