import styled from 'styled-components';
import type { DocumentTagDto } from '@/services/documents/types';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primarySubtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A document's tags, its type first; names shown as text. */
export function DocumentTypeTags({ tags }: { tags: DocumentTagDto[] }) {
  if (!tags.length) return <>-</>;
  return (
    <List>
      {tags.map((tag) => (
        <li key={tag.id}>{tag.name}</li>
      ))}
    </List>
  );
}
