import styled from 'styled-components';

export const Layout = styled.div<{ $bannerOffset: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  /* The impersonation banner is fixed; push the app down so nothing hides under it. */
  margin-top: ${({ $bannerOffset }) => ($bannerOffset ? '40px' : '0')};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
  ${({ theme }) => theme.media.down('tablet')} {
    flex-direction: column;
  }
`;

export const Main = styled.main`
  flex: 1;
  min-width: 0;
  /* The folded development panel (and any foot strip) starts below the first screen: content that
     arrives late pushes nothing the buyer already sees. */
  min-height: 100vh;
  /* Focused only by script (skip link): a ring round the whole page would say nothing. */
  &:focus, &:focus-visible { outline: none; }
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.up('laptop')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const HeaderBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  flex-wrap: wrap;
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-right: auto;
  /* The logo arrives after the first paint, at a size no one knows before: it gets one box, kept
     from the start (LogoPlace), so the product name beside it does not jump when it comes. */
  min-height: 32px;
  img {
    height: 32px;
    width: 120px;
    object-fit: contain;
    object-position: left center;
  }
  /* Alone on its row on phones, so the language choice arriving later never re-wraps the header. */
  ${({ theme }) => theme.media.down('tablet')} {
    flex-basis: 100%;
  }
`;

/** The logo's box while the organisation's logo is on its way. */
export const LogoPlace = styled.span`
  display: inline-block;
  width: 120px;
  height: 32px;
`;

/** Where the language choice appears once the languages are known: its size is kept from the first paint. */
export const LanguageSlot = styled.div`
  min-height: 42px;
  min-width: 12rem;
`;

export const Banner = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 40px;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const SideNav = styled.nav<{ $open: boolean }>`
  width: ${({ $open }) => ($open ? '220px' : 'auto')};
  flex-shrink: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.down('tablet')} {
    width: auto;
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  ul {
    list-style: none;
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
  li a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    text-decoration: none;
  }
  li a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/** Off screen until focused (the first Tab of the page), then shown above everything at the top left. */
export const SkipAnchor = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.header + 1};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transform: translateY(calc(-100% - ${({ theme }) => theme.space.lg}));
  &:focus { transform: none; }
`;
