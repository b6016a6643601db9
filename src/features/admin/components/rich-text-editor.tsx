// An article's body as rich text (Tiptap over ProseMirror): the toolbar, the text, and the link and picture
// forms. It gives HTML back; the content-admin function sanitizes it again on save, and the shop on display.
import { useId, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { FieldNotes } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { ImageInsertForm } from './image-insert-form';
import { LinkForm } from './link-form';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';

/** The article column's width on a phone and on a desktop (as the covers: COVER_SIZES.article). */
const BODY_IMAGE_SIZES = '(min-width: 768px) 720px, calc(100vw - 2rem)';

export function RichTextEditor({
  label,
  value,
  onChange,
  lang,
  error,
  missing,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang: 'en' | 'fr';
  error?: string;
  missing?: string;
}) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  const [form, setForm] = useState<'link' | 'image' | null>(null);
  const notes = [missing ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(notes ? { 'aria-describedby': notes } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        lang,
        class:
          'min-h-48 px-3 py-2 text-base focus:outline-2 focus:outline-moss [&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_h2]:font-serif [&_h2]:text-2xl [&_h3]:font-serif [&_h3]:text-xl [&_ol]:ml-6 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:ml-6 [&_ul]:list-disc [&_a]:text-moss [&_a]:underline',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className={cn('rounded-lg border bg-white', error ? 'border-rust' : 'border-ink/30')}>
        <RichTextToolbar
          editor={editor}
          label={t('editor.toolbar', { label })}
          onLink={() => setForm(form === 'link' ? null : 'link')}
          onImage={() => setForm(form === 'image' ? null : 'image')}
        />
        {form === 'link' ? (
          <LinkForm
            initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
            onApply={(href) => {
              editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
              setForm(null);
            }}
            onRemove={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              setForm(null);
            }}
            onCancel={() => setForm(null)}
          />
        ) : null}
        {form === 'image' ? (
          <ImageInsertForm
            onInsert={(image) => {
              editor
                .chain()
                .focus()
                .setImage({ src: image.src, alt: image.alt, width: image.width, height: image.height })
                .updateAttributes('image', { srcset: image.srcSet, sizes: BODY_IMAGE_SIZES })
                .run();
              setForm(null);
            }}
            onCancel={() => setForm(null)}
          />
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <FieldNotes id={id} hint={missing} error={error} />
    </div>
  );
}
