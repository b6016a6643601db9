// The Tiptap extensions of an article's body, limited to what the server's sanitizer keeps (p, h2, h3,
// blockquote, lists, links, bold, italic, line breaks, images with srcset): anything else would be typed, then lost.
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from '@/features/admin/content-input-model';

/** Images of the body keep their sizes (srcset, sizes) so phones load the narrow file. */
const SizedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
});

export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: false,
    // Pasted or typed, a javascript: or data: link never enters the document.
    isAllowedUri: (url) => isAllowedLink(url),
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
  SizedImage.configure({ allowBase64: false }),
];
