import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, media, VisuallyHidden } from 'shared-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BarIconButton } from '../../components/bar-icon-button';

const SearchToggle = styled(BarIconButton)`
  ${media.up('admin')} {
    display: none;
  }
`;

// On a phone the search waits behind its icon and, opened, takes a full row of the top bar.
const Form = styled.form<{ $isOpen: boolean }>`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  max-width: 28rem;

  ${media.down('admin')} {
    display: ${({ $isOpen }) => ($isOpen ? 'flex' : 'none')};
    order: 1;
    flex-basis: 100%;
    max-width: none;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const SubmitButton = styled(Button)`
  min-height: 2.75rem;
`;

/** The top bar's search: opens the property table filtered by the text (`?q=`). */
export function PropertySearch() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const formId = useId();

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    setIsOpen(false);
    void navigate(
      query ? `/table_detail?${new URLSearchParams({ q: query }).toString()}` : '/table_detail',
    );
  }

  return (
    <>
      <SearchToggle
        type="button"
        aria-label={isOpen ? 'Close search' : 'Open search'}
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15 15l5.5 5.5" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </SearchToggle>
      <Form id={formId} role="search" $isOpen={isOpen} onSubmit={handleSubmit}>
        <VisuallyHidden as="label" htmlFor={inputId}>
          Search properties
        </VisuallyHidden>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search properties"
        />
        <SubmitButton type="submit" size="sm">
          Search
        </SubmitButton>
      </Form>
    </>
  );
}
