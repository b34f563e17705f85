import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  testId?: string;
}

type Mark = 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList';

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('content');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles: Array<[Mark, React.ReactNode, () => void]> = [
    ['bold', <BoldOutlined key="b" />, () => chain().toggleBold().run()],
    ['italic', <ItalicOutlined key="i" />, () => chain().toggleItalic().run()],
    ['underline', <UnderlineOutlined key="u" />, () => chain().toggleUnderline().run()],
    ['strike', <StrikethroughOutlined key="s" />, () => chain().toggleStrike().run()],
    ['bulletList', <UnorderedListOutlined key="ul" />, () => chain().toggleBulletList().run()],
    ['orderedList', <OrderedListOutlined key="ol" />, () => chain().toggleOrderedList().run()],
  ];
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t('editor.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #d9d9d9' }}>
      {([2, 3] as const).map((level) => (
        <Button
          key={level}
          size="small"
          type={active[`h${level}`] ? 'primary' : 'text'}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          {`H${level}`}
        </Button>
      ))}
      <Divider type="vertical" />
      {toggles.map(([mark, icon, run]) => (
        <Tooltip key={mark} title={t(`editor.${mark}`)}>
          <Button size="small" type={active[mark] ? 'primary' : 'text'} icon={icon} onClick={run} aria-label={t(`editor.${mark}`)} />
        </Tooltip>
      ))}
      <Tooltip title={t('editor.link')}>
        <Button
          size="small"
          type={active.link ? 'primary' : 'text'}
          icon={<LinkOutlined />}
          onClick={setLink}
          aria-label={t('editor.link')}
        />
      </Tooltip>
      <Divider type="vertical" />
      <Button size="small" type="text" icon={<UndoOutlined />} onClick={() => chain().undo().run()} aria-label={t('editor.undo')} />
      <Button size="small" type="text" icon={<RedoOutlined />} onClick={() => chain().redo().run()} aria-label={t('editor.redo')} />
    </Space>
  );
}

/**
 * Tiptap (ProseMirror) with the starter kit: headings, lists, bold, italic, underline, strike, links. Its HTML is
 * what the server stores after sanitising it (scripts and event handlers never survive the save).
 */
export function RichTextEditor({ value = '', onChange, testId = 'rich-text' }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['https', 'http', 'mailto', 'tel'] } })],
    content: value,
    // The app's CSP gives a nonce to styles it inserts; the editor needs none of its own.
    injectCSS: false,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A form reset or another item loaded replaces the document; the editor's own typing does not come back here.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} data-testid={testId} className="content-rich-text" style={{ padding: '8px 12px', minHeight: 180 }} />
    </div>
  );
}
