import Markdown, { type Components } from 'react-markdown';

/**
 * Links written by the supplier leave the app in a new tab without handing it `window.opener`;
 * react-markdown's default URL transform has already neutralised javascript: and other unsafe
 * schemes.
 */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  // The tab's own headings own h2–h3; the supplier's headings sit below them.
  h1: ({ node: _node, ...props }) => <h4 {...props} />,
  h2: ({ node: _node, ...props }) => <h4 {...props} />,
  h3: ({ node: _node, ...props }) => <h5 {...props} />,
  img: () => null,
};

/**
 * Markdown the supplier wrote, rendered without ever rendering raw HTML: `skipHtml` drops every
 * HTML node (a `<script>` or an `<img onerror>` in the text never reaches the DOM) and images are
 * not loaded from supplier-given addresses.
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <Markdown skipHtml components={components}>
      {children}
    </Markdown>
  );
}
