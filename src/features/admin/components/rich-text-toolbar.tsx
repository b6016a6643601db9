// The body editor's buttons: each a toggle that says whether it is on (aria-pressed) where the cursor is.
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type Tool = 'h2' | 'h3' | 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote';

const RUN: Record<Tool, (editor: Editor) => void> = {
  h2: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  h3: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  bold: (editor) => editor.chain().focus().toggleBold().run(),
  italic: (editor) => editor.chain().focus().toggleItalic().run(),
  bulletList: (editor) => editor.chain().focus().toggleBulletList().run(),
  orderedList: (editor) => editor.chain().focus().toggleOrderedList().run(),
  blockquote: (editor) => editor.chain().focus().toggleBlockquote().run(),
};

const TOOLS = Object.keys(RUN) as Tool[];

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm focus-visible:outline-2 focus-visible:outline-ink';

export function RichTextToolbar({
  editor,
  label,
  onLink,
  onImage,
}: {
  editor: Editor;
  label: string;
  onLink: () => void;
  onImage: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b border-ink/15 p-1">
      {TOOLS.map((tool) => (
        <button
          key={tool}
          type="button"
          aria-pressed={active[tool]}
          onClick={() => RUN[tool](editor)}
          className={cn(buttonClass, active[tool] ? 'bg-ink text-cream' : 'hover:bg-ink/5')}
        >
          {t(`editor.tools.${tool}`)}
        </button>
      ))}
      <button
        type="button"
        aria-pressed={active.link}
        onClick={onLink}
        className={cn(buttonClass, active.link ? 'bg-ink text-cream' : 'hover:bg-ink/5')}
      >
        {t('editor.tools.link')}
      </button>
      <button type="button" onClick={onImage} className={cn(buttonClass, 'hover:bg-ink/5')}>
        {t('editor.tools.image')}
      </button>
    </div>
  );
}
