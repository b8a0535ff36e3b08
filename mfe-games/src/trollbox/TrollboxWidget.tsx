// The trollbox chat (mounted by the shell bottom-right while the admin switch is on). Messages are
// rendered as text only (React escapes them: never HTML), the newest at the bottom; the visitor's
// name is remembered in localStorage; the server's refusals (limits, lengths) show as toasts.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EmptyState, SkeletonRows, useToast } from 'shared-ui';
import { api, type TrollboxMessage } from 'shared-api';
import { errorMessage } from '../common/api';
import { saveName, savedName } from './messages';
import { useTrollboxMessages } from './useTrollboxMessages';
import * as apiPaths from 'shared-api/paths';

// The server's limits (characters after trimming); it checks them again and says why it refuses.
const AUTHOR_MAX = 24;
const TEXT_MAX = 280;

const Panel = styled.section`
  width: min(340px, calc(100vw - 24px));
  height: min(440px, calc(100vh - 120px));
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow};
  overflow: hidden;
  h2 {
    margin: 0;
    padding: 10px 12px;
    font-size: 16px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  ol {
    flex: 1;
    overflow-y: auto;
    margin: 0;
    padding: 8px 12px;
    list-style: none;
    font-size: 14px;
  }
  li {
    padding: 3px 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  form {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px;
    padding: 8px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  input {
    min-width: 0;
    padding: 6px 8px;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.colors.controlBorder};
    background: ${(p) => p.theme.colors.bg};
    color: inherit;
    font: inherit;
  }
  input[name='author'] {
    grid-column: 1 / -1;
  }
  button {
    padding: 6px 12px;
    border-radius: 6px;
    border: 0;
    font-weight: 700;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
    cursor: pointer;
  }
  .older {
    background: none;
    color: ${(p) => p.theme.colors.text};
    text-decoration: underline;
    padding: 0;
    font-weight: 400;
  }
`;

function Line({ m }: { m: TrollboxMessage }) {
  return (
    <li>
      <strong>{m.author}</strong>: {m.text}
    </li>
  );
}

export default function TrollboxWidget() {
  const { messages, hasOlder, loadOlder, add } = useTrollboxMessages();
  const { toast } = useToast();
  const [author, setAuthor] = useState(savedName);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const count = messages?.length ?? 0;
  const newestId = messages?.[count - 1]?.id;

  // Keep the newest message in view when one arrives.
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  async function send(e: FormEvent) {
    e.preventDefault();
    const a = author.trim();
    const t = text.trim();
    if (!a) {
      toast({ title: 'Message not sent', description: 'Choose a name first', variant: 'destructive' });
      return;
    }
    if (!t || busy) return;
    setBusy(true);
    try {
      const m = await api.send(apiPaths.trollboxPost, { body: { author: a, text: t } });
      add(m);
      saveName(a);
      setText('');
    } catch (err) {
      toast({
        title: 'Message not sent',
        description: errorMessage(err, 'The trollbox is unreachable; try again'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel aria-label="Trollbox">
      <h2>Trollbox</h2>
      {messages === null ? (
        <div style={{ padding: 12, flex: 1 }}>
          <SkeletonRows rows={4} />
        </div>
      ) : messages.length === 0 ? (
        <div style={{ flex: 1 }}>
          <EmptyState title="No messages yet" description="Say hi to the chain." />
        </div>
      ) : (
        <ol ref={listRef} aria-label="Messages" aria-live="polite" tabIndex={0}>
          {hasOlder && (
            <li>
              <button type="button" className="older" onClick={() => void loadOlder()}>
                Load older messages
              </button>
            </li>
          )}
          {messages.map((m) => (
            <Line key={m.id} m={m} />
          ))}
        </ol>
      )}
      <form onSubmit={send}>
        <input
          name="author"
          value={author}
          maxLength={AUTHOR_MAX}
          onChange={(e) => setAuthor(e.target.value)}
          placeholder="Your name"
          aria-label="Your name"
          autoComplete="nickname"
        />
        <input
          name="text"
          value={text}
          maxLength={TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder="Type a message"
          aria-label="Message"
          autoComplete="off"
        />
        <button type="submit" disabled={busy}>
          Send
        </button>
      </form>
    </Panel>
  );
}
