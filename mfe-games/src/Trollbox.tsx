// Exposed as 'mfe_games/Trollbox': the chat widget the shell mounts in the bottom-right corner.
// Messages are rendered as text only (never HTML). The full chat (SSE stream, rate-limit messages)
// grows in the games issue; this keeps the frame, loading and empty states.
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EmptyState, SkeletonRows } from 'shared-ui';

interface Message {
  id: string | number;
  author?: string;
  text: string;
}

const Panel = styled.div`
  width: min(340px, calc(100vw - 24px));
  height: 380px;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow};
  overflow: hidden;
  header {
    padding: 10px 12px;
    font-weight: 700;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  ul {
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
  }
  form {
    display: flex;
    gap: 6px;
    padding: 8px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 6px 8px;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.bg};
    color: inherit;
  }
`;

export default function Trollbox() {
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    let alive = true;
    async function load() {
      try {
        const r = await fetch('/api/trollbox/messages');
        const body: unknown = r.ok ? await r.json() : [];
        const list = Array.isArray(body)
          ? body
          : Array.isArray((body as { messages?: unknown }).messages)
            ? (body as { messages: Message[] }).messages
            : [];
        if (alive) setMessages(list as Message[]);
      } catch {
        if (alive) setMessages([]);
      }
    }
    void load();
    const t = setInterval(load, 5000);
    return () => {
      alive = false;
      clearInterval(t);
    };
  }, []);

  async function send(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body) return;
    setText('');
    await fetch('/api/trollbox/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: body }),
    }).catch(() => undefined);
  }

  return (
    <Panel aria-label="Trollbox">
      <header>Trollbox</header>
      {messages === null ? (
        <div style={{ padding: 12 }}>
          <SkeletonRows rows={4} />
        </div>
      ) : messages.length === 0 ? (
        <div style={{ flex: 1 }}>
          <EmptyState title="No messages yet" description="Say hi to the chain." />
        </div>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m.id}>
              {m.author && <strong>{m.author}: </strong>}
              {m.text}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={send}>
        <input
          value={text}
          maxLength={280}
          onChange={(e) => setText(e.target.value)}
          placeholder="Type a message"
          aria-label="Message"
        />
        <button type="submit">Send</button>
      </form>
    </Panel>
  );
}
